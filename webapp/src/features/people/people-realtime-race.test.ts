import type { ContactImportProgress } from '@shared/api/contacts';
import { contactEvents } from '@shared/events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventBridge, heldServer, watchQuery } from '../../test/held-server';
import { contactKeys } from './csv/contacts-api';
import { peopleRealtimeHandlers } from './people-realtime';

/** The CSV import's progress: its poll (the fallback) and its events race each other. */
const progressAt = (sent: number, status: ContactImportProgress['status'] = 'sending'): ContactImportProgress => ({
  importId: 'i1',
  status,
  total: 300,
  valid: 300,
  skipped: 0,
  sent,
  failed: 0,
});

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const send = eventBridge(queryClient, [peopleRealtimeHandlers]);
  const server = heldServer(progressAt(0));
  const bar = watchQuery(queryClient, contactKeys.import('i1'), server.answer);
  return { queryClient, send, server, bar };
}

describe('CSV import progress while it is being polled', () => {
  it('a batch reported while a poll is in flight is not undone by the poll’s older answer', async () => {
    const { queryClient, send, server, bar } = setUp();
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: contactKeys.import('i1') });
    send(contactEvents.importProgress, progressAt(100));
    await server.releaseAll();
    expect(bar.shown()?.sent).toBe(100);
  });

  it('a poll answer further along than the event stays', async () => {
    const { queryClient, send, server, bar } = setUp();
    await server.releaseAll();
    server.write(progressAt(300, 'done'));
    void queryClient.refetchQueries({ queryKey: contactKeys.import('i1') });
    send(contactEvents.importProgress, progressAt(200));
    await server.releaseAll();
    expect(bar.shown()).toMatchObject({ sent: 300, status: 'done' });
  });
});
