import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { anonymous, signUp, type TestClient } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { stopServersCleanly } from './testing/close-servers';
import { insertGroup } from './testing/people';
import { TestSocket } from './testing/socket-client';

let server: TestServer;
let alice: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  [alice, stranger] = await Promise.all([signUp(server.url), signUp(server.url)]);
});
afterAll(() => stopServersCleanly([server]));

const historyPath = (name: string, query = '') => `/api/channels/${encodeURIComponent(name)}/history${query}`;

describe('GET /api/channels/{channel}/history', () => {
  it('lists events after a seq, ordered, with the envelope; the channel arrives URL-encoded', async () => {
    const name = channel.user(alice.user!.id);
    for (let i = 1; i <= 5; i++) await server.services.realtime.publish(name, 'tick', { i });

    const res = await alice.get(historyPath(name, '?after=2'));
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.data.count).toBe(3);
    const [first] = res.body.data.results;
    expect(first).toEqual({ channel: name, event: 'tick', data: { i: 3 }, seq: 3, createdAt: expect.any(String) });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    expect(res.body.data.results.map((e: { seq: number }) => e.seq)).toEqual([3, 4, 5]);

    const page = await alice.get(historyPath(name, '?after=0&limit=2'));
    expect(page.body.data.results.map((e: { seq: number }) => e.seq)).toEqual([1, 2]);
    const all = await alice.get(historyPath(name));
    expect(all.body.data.count).toBe(5);
  });

  it('answers 401 signed out and 403 to a stranger', async () => {
    const name = channel.user(alice.user!.id);
    expect((await anonymous(server.url).get(historyPath(name))).status).toBe(401);
    const refused = await stranger.get(historyPath(name));
    expect(refused.status).toBe(403);
    expect(refused.body.isSuccess).toBe(false);

    const groupId = await insertGroup(server.services.db, alice.user!.id, []);
    await server.services.realtime.publish(channel.group(groupId), 'group.renamed', { name: 'x' });
    expect((await alice.get(historyPath(channel.group(groupId)))).body.data.count).toBe(1);
    expect((await stranger.get(historyPath(channel.group(groupId)))).status).toBe(403);
    // A kind with no registered check is readable by no one.
    expect((await alice.get(historyPath(channel.post('p1')))).status).toBe(403);
  });

  it('answers 400 to a bad channel name or bad paging', async () => {
    const name = channel.user(alice.user!.id);
    expect((await alice.get(historyPath('no-colon'))).status).toBe(400);
    expect((await alice.get(historyPath('user:bad id!'))).status).toBe(400);
    expect((await alice.get(historyPath('$system'))).status).toBe(400);
    for (const query of ['?after=-1', '?after=x', '?limit=0', '?limit=501', '?limit=1.5']) {
      const res = await alice.get(historyPath(name, query));
      expect(res.status, query).toBe(400);
      expect(res.body.isSuccess).toBe(false);
    }
    expect((await alice.get(historyPath(name, '?limit=500'))).status).toBe(200);
  });
});

describe('sequence numbers', () => {
  it('are gapless and unique under concurrent publishers, and live frames arrive in seq order', async () => {
    const name = channel.user(stranger.user!.id);
    const socket = await TestSocket.connect(server.url, { token: stranger.token });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => server.services.realtime.publish(name, 'burst', { i })),
    );
    const seqs = results.map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));

    await socket.event(name, 'burst', 60);
    expect(socket.on(name).map((f) => f.seq)).toEqual(seqs);
    const stored = await server.services.realtime.history(name, 0, 500);
    expect(stored.map((e) => e.seq)).toEqual(seqs);
    await socket.close();
  });

  it('keep growing after old events are pruned', async () => {
    const name = channel.job('prune-me');
    await server.services.realtime.publish(name, 'job.progress', { p: 1 });
    await server.services.realtime.publish(name, 'job.progress', { p: 2 });
    expect(await server.services.realtime.prune(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(2);
    expect(await server.services.realtime.history(name, 0, 10)).toEqual([]);
    expect((await server.services.realtime.publish(name, 'job.progress', { p: 3 })).seq).toBe(3);
  });
});
