import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createPost, idsOf } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('pinned posts first, across pages', () => {
  it('pages through pinned then the others, newest first, with no overlap or gap', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push(await createPost(ada, { usersToShareWith: [pairingId], content: `#${i}` }));
    const pinned = [made[1], made[4], made[5]] as string[];
    for (const postId of pinned)
      await bob.post('/api/post/pin', { postId, targetId: pairingId, targetKind: 'Pairing' });

    const first = await bob.get(`/api/pairing/posts?pairingId=${pairingId}&limit=2`);
    const asOf = encodeURIComponent(first.body.data.asOf);
    const pages = [idsOf(first)];
    for (let skip = 2; skip < first.body.data.count; skip += 2)
      pages.push(idsOf(await bob.get(`/api/pairing/posts?pairingId=${pairingId}&limit=2&skip=${skip}&asOf=${asOf}`)));
    const seen = pages.flat();
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(seen.slice(0, 3)).toEqual([...pinned].reverse());
    const others = [...made].reverse().filter((id) => !pinned.includes(id));
    expect(seen.slice(3, 3 + others.length)).toEqual(others);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.body.data.count);
  });
});
