import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { heldServer, watchQuery } from '../test/held-server';
import { patchAfterEvent } from './patch-after-event';

const key = ['feed', 'home'] as const;
const withMeg = (list: string[] | undefined) => (list && !list.includes('Meg') ? ['Meg', ...list] : list);

describe('patchAfterEvent', () => {
  it('the race: a bare setQueryData is overwritten by the answer of a refetch in flight', async () => {
    const queryClient = new QueryClient();
    const server = heldServer<string[]>(['Ada']);
    const feed = watchQuery(queryClient, key, server.answer);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: key });
    queryClient.setQueryData(key, withMeg);
    await server.releaseAll();
    expect(feed.shown()).toEqual(['Ada']);
    feed.unsubscribe();
  });

  it('keeps the patch over the answer of a refetch in flight, without asking again', async () => {
    const queryClient = new QueryClient();
    const server = heldServer<string[]>(['Ada']);
    const feed = watchQuery(queryClient, key, server.answer);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: key });
    patchAfterEvent(queryClient, key, withMeg);
    expect(feed.shown()).toEqual(['Meg', 'Ada']);
    await server.releaseAll();
    expect(feed.shown()).toEqual(['Meg', 'Ada']);
    expect(server.requests()).toBe(2);
    feed.unsubscribe();
  });

  it('applies the patch to the first answer when the event came while the list was first loading', async () => {
    const queryClient = new QueryClient();
    const server = heldServer<string[]>(['Ada']);
    const feed = watchQuery(queryClient, key, server.answer);
    patchAfterEvent(queryClient, key, withMeg);
    await server.releaseAll();
    expect(feed.shown()).toEqual(['Meg', 'Ada']);
    expect(server.requests()).toBe(1);
    feed.unsubscribe();
  });

  it('an answer computed after the event already holds it: the patch changes nothing', async () => {
    const queryClient = new QueryClient();
    const server = heldServer<string[]>(['Ada']);
    const feed = watchQuery(queryClient, key, server.answer);
    server.write(['Meg', 'Ada']);
    patchAfterEvent(queryClient, key, withMeg);
    await server.releaseAll();
    expect(feed.shown()).toEqual(['Meg', 'Ada']);
    feed.unsubscribe();
  });

  it('re-applies several events in the order they came', async () => {
    const queryClient = new QueryClient();
    const server = heldServer<{ text: string }>({ text: 'v0' });
    const post = watchQuery(queryClient, key, server.answer);
    patchAfterEvent<{ text: string }>(queryClient, key, () => ({ text: 'v1' }));
    patchAfterEvent<{ text: string }>(queryClient, key, () => ({ text: 'v2' }));
    await server.releaseAll();
    expect(post.shown()).toEqual({ text: 'v2' });
    post.unsubscribe();
  });

  it('with prefix, patches every query under the key, each surviving its own fetch', async () => {
    const queryClient = new QueryClient();
    const home = heldServer<string[]>(['Ada']);
    const group = heldServer<string[]>([]);
    const homeFeed = watchQuery(queryClient, ['feed', 'home'], home.answer);
    const groupFeed = watchQuery(queryClient, ['feed', 'group'], group.answer);
    await group.releaseAll();
    patchAfterEvent(queryClient, ['feed'], withMeg, { prefix: true });
    expect(groupFeed.shown()).toEqual(['Meg']);
    await home.releaseAll();
    expect(homeFeed.shown()).toEqual(['Meg', 'Ada']);
    homeFeed.unsubscribe();
    groupFeed.unsubscribe();
  });

  it('a patch that counts the event (once) is not applied to an answer that counted it: the fetch is asked again', async () => {
    const queryClient = new QueryClient();
    const server = heldServer({ count: 1 });
    const counts = watchQuery(queryClient, key, server.answer);
    await server.releaseAll();
    server.write({ count: 2 });
    void queryClient.refetchQueries({ queryKey: key });
    patchAfterEvent<{ count: number }>(queryClient, key, (c) => (c ? { count: c.count + 1 } : c), { once: true });
    expect(counts.shown()).toEqual({ count: 2 });
    await server.releaseAll();
    expect(counts.shown()).toEqual({ count: 2 });
    counts.unsubscribe();
  });

  it('sets a value no query holds yet (an event that carries the whole record)', () => {
    const queryClient = new QueryClient();
    patchAfterEvent(queryClient, key, () => ['Meg']);
    expect(queryClient.getQueryData(key)).toEqual(['Meg']);
  });

  it('keeps the patch when the fetch in flight is cancelled and reverted', async () => {
    const queryClient = new QueryClient();
    const server = heldServer<string[]>(['Ada']);
    const feed = watchQuery(queryClient, key, server.answer);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: key });
    patchAfterEvent(queryClient, key, withMeg);
    await queryClient.cancelQueries({ queryKey: key });
    await server.releaseAll();
    expect(feed.shown()).toEqual(['Meg', 'Ada']);
    feed.unsubscribe();
  });
});
