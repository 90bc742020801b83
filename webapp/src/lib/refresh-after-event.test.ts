import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterEvent } from './refresh-after-event';

const key = ['people', 'list'] as const;

/**
 * A server whose answers are held until released: each request reads the relationships as
 * they are when it arrives, like a query that ran before the event's write committed.
 */
function heldServer() {
  let relationships: string[] = [];
  const held: (() => void)[] = [];
  const queryFn = () => {
    const answer = [...relationships];
    return new Promise<string[]>((resolve) => held.push(() => resolve(answer)));
  };
  const releaseAll = async () => {
    while (held.length > 0) {
      for (const release of held.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { queryFn, releaseAll, write: (next: string[]) => (relationships = next) };
}

/** A mounted list (an observer), as the relationships screen holds it. */
function watchList(queryClient: QueryClient, queryFn: () => Promise<string[]>) {
  const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  return { shown: () => observer.getCurrentResult().data, unsubscribe };
}

describe('refreshAfterEvent', () => {
  it('shows a relationship made while the list was first being fetched (the answer after the event wins)', async () => {
    const queryClient = new QueryClient();
    const server = heldServer();
    const list = watchList(queryClient, server.queryFn);
    server.write(['Meg']);
    void refreshAfterEvent(queryClient, key);
    await server.releaseAll();
    expect(list.shown()).toEqual(['Meg']);
    list.unsubscribe();
  });

  it('the race it fixes: a bare invalidation joins the first fetch and keeps its older answer', async () => {
    const queryClient = new QueryClient();
    const server = heldServer();
    const list = watchList(queryClient, server.queryFn);
    server.write(['Meg']);
    void queryClient.invalidateQueries({ queryKey: key });
    await server.releaseAll();
    expect(list.shown()).toEqual([]);
    list.unsubscribe();
  });

  it('replaces a refetch in flight on a list that already has data', async () => {
    const queryClient = new QueryClient();
    const server = heldServer();
    const list = watchList(queryClient, server.queryFn);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: key });
    server.write(['Meg']);
    void refreshAfterEvent(queryClient, key);
    await server.releaseAll();
    expect(list.shown()).toEqual(['Meg']);
    list.unsubscribe();
  });

  it('gives a caller awaiting the fetch without watching it (fetchQuery) the answer after the event', async () => {
    const queryClient = new QueryClient();
    const server = heldServer();
    const awaited = queryClient.fetchQuery({ queryKey: key, queryFn: server.queryFn });
    server.write(['Meg']);
    void refreshAfterEvent(queryClient, key);
    await server.releaseAll();
    await expect(awaited).resolves.toEqual(['Meg']);
    expect(queryClient.getQueryData(key)).toEqual(['Meg']);
  });

  it('with no key, refreshes every query in flight (a resync after missed events)', async () => {
    const queryClient = new QueryClient();
    const server = heldServer();
    const list = watchList(queryClient, server.queryFn);
    server.write(['Meg']);
    void refreshAfterEvent(queryClient);
    await server.releaseAll();
    expect(list.shown()).toEqual(['Meg']);
    list.unsubscribe();
  });
});
