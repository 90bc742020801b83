import type { InboxSignal, JoinAnswer, MediaState, MeetingInfo, Signal } from '@shared/api/meet';
import type { ApiClient } from '../../lib/api-client';

/** The meeting calls (server/features/meetings). */
export function meetApi(api: ApiClient, postId: string) {
  const base = `/api/meet/${encodeURIComponent(postId)}`;
  return {
    info: () => api.get<MeetingInfo>(base),
    join: (peerId: string, media: MediaState) => api.post<JoinAnswer>(`${base}/join`, { peerId, media }),
    media: (peerId: string, media: MediaState) => api.post<boolean>(`${base}/media`, { peerId, media }),
    leave: (peerId: string) => api.post<boolean>(`${base}/leave`, { peerId }),
    signal: (from: string, to: string, signals: Signal[]) => api.post<boolean>(`${base}/signal`, { from, to, signals }),
    inbox: async (peerId: string) => (await api.get<{ results: InboxSignal[] }>(`${base}/signals`, { peerId })).results,
    calendarUrl: () => api.url(`${base}/calendar.ics`),
    /** On page hide: a request that outlives the page. */
    leaveOnUnload: async (peerId: string) => {
      const url = await api.url(`${base}/leave`);
      void fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ peerId }),
      }).catch(() => {});
    },
  };
}
export type MeetApi = ReturnType<typeof meetApi>;
