import type { ApiList } from '@shared/api/envelope';
import { assistantEvents, knowledgeEvents } from '@shared/events';
import type { KnowledgeFile } from '@shared/knowledge';
import type { RealtimeHandlers } from '../../lib/realtime-bridge';
import { peopleKeys } from '../people/relationships-api';
import { type AssistantRecord, assistantKeys } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { knowledgeKeys } from './knowledge-api';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const replyDetailKey = (postId: string) => [...assistantKeys.all, 'reply', postId] as const;

const isRecord = (data: unknown): data is AssistantRecord =>
  typeof data === 'object' && data !== null && typeof (data as AssistantRecord).assistantId === 'string';

/**
 * The assistant's events on the owner's channel (spec 2 §4): the subscription turning active
 * sets subscribed and closes the subscribe prompt; assistant-updated replaces the record (the
 * train drawer's purpose follows); knowledge progress moves each file's row on.
 */
export const assistantRealtimeHandlers: RealtimeHandlers = {
  [assistantEvents.subscription]: (event, { queryClient, viewerId }) => {
    const data = (event.data ?? {}) as { userId?: string; status?: string };
    if (data.userId && data.userId !== viewerId) return;
    const isActive = data.status === 'active';
    const store = useAssistantStore.getState();
    store.setSubscribed(isActive);
    if (isActive && store.overlay === 'trainWithSubscribe') store.open('train');
    if (isActive && store.overlay === 'enableDialog') store.close();
    patchAfterEvent<AssistantRecord>(queryClient, assistantKeys.record(viewerId), (old) =>
      old ? { ...old, subscribed: isActive } : old,
    );
    void refreshAfterEvent(queryClient, assistantKeys.all);
  },
  [assistantEvents.updated]: (event, { queryClient, viewerId }) => {
    if (!isRecord(event.data)) {
      void refreshAfterEvent(queryClient, assistantKeys.record(viewerId));
      return;
    }
    const previous = queryClient.getQueryData<AssistantRecord>(assistantKeys.record(viewerId));
    const record = event.data;
    patchAfterEvent(queryClient, assistantKeys.record(viewerId), () => record);
    if (previous && (previous.status !== record.status || previous.testUserId !== record.testUserId)) {
      void refreshAfterEvent(queryClient, peopleKeys.all);
    }
  },
  [knowledgeEvents.progress]: (event, { queryClient }) => {
    const file = event.data as KnowledgeFile;
    if (!file || typeof file.fileId !== 'string') return;
    let isListed = false;
    patchAfterEvent<ApiList<KnowledgeFile>>(
      queryClient,
      knowledgeKeys.all,
      (list) => {
        if (!list) return list;
        const index = list.results.findIndex((row) => row.fileId === file.fileId);
        if (index === -1) return list;
        isListed = true;
        const results = [...list.results];
        results[index] = { ...results[index], ...file };
        return { ...list, results };
      },
      { prefix: true },
    );
    if (!isListed) void refreshAfterEvent(queryClient, knowledgeKeys.all);
  },
  [assistantEvents.replyDetail]: (event, { queryClient }) => {
    const detail = event.data as { postId?: unknown } | null;
    if (detail && typeof detail.postId === 'string')
      patchAfterEvent(queryClient, replyDetailKey(detail.postId), () => detail);
  },
  [knowledgeEvents.deleted]: (_event, { queryClient }) => {
    void refreshAfterEvent(queryClient, knowledgeKeys.all);
  },
};
