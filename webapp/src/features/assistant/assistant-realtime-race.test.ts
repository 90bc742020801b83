import type { ApiList } from '@shared/api/envelope';
import { assistantEvents, knowledgeEvents } from '@shared/events';
import type { KnowledgeFile } from '@shared/knowledge';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { eventBridge, heldServer, watchQuery } from '../../test/held-server';
import { type AssistantRecord, assistantKeys } from './assistant-api';
import { assistantRealtimeHandlers } from './assistant-realtime';
import { useAssistantStore } from './assistant-store';
import { knowledgeKeys } from './knowledge-api';

/** The assistant's events arriving while its record or the knowledge files are being fetched. */
const record: AssistantRecord = {
  assistantId: 'a1',
  userId: 'me',
  name: 'Meg',
  purpose: '',
  enabled: false,
  subscribed: false,
  setup: true,
  trained: false,
  status: 'active',
  testUserId: null,
  pairingId: 'pa',
  testPairingId: null,
  away: false,
} as AssistantRecord;
const file: KnowledgeFile = {
  fileId: 'f1',
  name: 'handbook.pdf',
  size: 1000,
  type: 'pdf',
  filepath: 'knowledge/f1.pdf',
  status: 'reading',
  progress: 10,
  error: null,
  pages: 0,
  chunks: 0,
  createdAt: '2026-11-25T09:00:00.000Z',
} as KnowledgeFile;

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, send: eventBridge(queryClient, [assistantRealtimeHandlers]) };
}

afterEach(() => useAssistantStore.getState().close());

describe('assistant events while its queries are being fetched', () => {
  it('the record from assistant.updated holds over the answer of the record’s first load', async () => {
    const { queryClient, send } = setUp();
    const server = heldServer(record);
    const shown = watchQuery(queryClient, assistantKeys.record('me'), server.answer);
    send(assistantEvents.updated, { ...record, enabled: true, purpose: 'Answer my clients' });
    await server.releaseAll();
    expect(shown.shown()).toMatchObject({ enabled: true, purpose: 'Answer my clients' });
  });

  it('a knowledge file’s progress holds over a refetch of the files in flight', async () => {
    const { queryClient, send } = setUp();
    const key = knowledgeKeys.list('me', '');
    const server = heldServer<ApiList<KnowledgeFile>>({ results: [file], count: 1 });
    const files = watchQuery(queryClient, key, server.answer);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: key });
    send(knowledgeEvents.progress, { ...file, progress: 60 });
    await server.releaseAll();
    expect(files.shown()?.results[0]?.progress).toBe(60);
  });

  it('an assistant reply’s detail arriving while it is being read is kept', async () => {
    const { queryClient, send } = setUp();
    const key = [...assistantKeys.all, 'reply', 'p1'] as const;
    const server = heldServer<{ postId: string; status: string }>({ postId: 'p1', status: 'pending' });
    const detail = watchQuery(queryClient, key, server.answer);
    send(assistantEvents.replyDetail, { postId: 'p1', status: 'completed' });
    await server.releaseAll();
    expect(detail.shown()).toEqual({ postId: 'p1', status: 'completed' });
  });
});
