import type { ApiList } from '@shared/api/envelope';
import { HISTORY_MAX_LIMIT, type HistoryEvent } from '@shared/realtime';
import type { ApiClient } from './api-client';
import type { SequencedFrame } from './channel-sequencer';

export const historyPath = (channel: string) => `/api/channels/${encodeURIComponent(channel)}/history`;

/**
 * Fetches a channel's events after a seq, page by page while pages come back full, up to
 * `maxPages` pages (beyond that the sequencer asks the app to refetch instead).
 */
export function createHistoryFetcher(api: ApiClient, { pageSize = HISTORY_MAX_LIMIT, maxPages = 10 } = {}) {
  return async (channel: string, afterSeq: number): Promise<SequencedFrame[]> => {
    const frames: SequencedFrame[] = [];
    let after = afterSeq;
    for (let page = 0; page < maxPages; page++) {
      const { results } = await api.get<ApiList<HistoryEvent>>(historyPath(channel), { after, limit: pageSize });
      frames.push(...results);
      if (results.length < pageSize) break;
      after = Math.max(after, ...results.map((item) => item.seq));
    }
    return frames;
  };
}
