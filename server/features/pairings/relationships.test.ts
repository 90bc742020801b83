import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });
const connect = (from: TestClient, to: TestClient) =>
  from.post('/api/user/connect', { userId: from.user?.id, connectWithUserId: to.user?.id, source: 'search' });
const recent = (viewer: TestClient, query = '') =>
  viewer.get(`/api/user/connections/recent?userId=${viewer.user?.id}&skip=0&limit=20${query}`);
const unread = async (viewer: TestClient) =>
  (await viewer.get(`/api/pairing/user/unread?userId=${viewer.user?.id}&limit=-1`)).body.data;

/** A post by `author` in the pairing, as the timelines feature will write them. */
async function postInPairing(pairingId: string, author: TestClient) {
  const now = new Date().toISOString();
  await server.services.db
    .insertInto('post')
    .values({
      id: `p-${Math.random().toString(36).slice(2)}`,
      type: 'post',
      content: 'hello',
      createdBy: author.user?.id as string,
      visibility: 'SPECIFIC_PEOPLE',
      groupId: null,
      pairingId,
      referencePostId: null,
      status: 'published',
      isEdited: 0,
      deletedBy: null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('GET /api/user/connections/recent', () => {
  it('lists connected and pending relationships both ways with their status, newest activity first', async () => {
    const [me, carol, dan, erin] = await Promise.all([person('Me'), person('Carol'), person('Dan'), person('Erin')]);
    await connect(me, carol);
    await connect(carol, me);
    await connect(me, dan);
    await connect(erin, me);

    const res = await recent(me);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(3);
    const rows = res.body.data.results;
    expect(rows.map((r: { firstName: string }) => r.firstName)).toEqual(['Erin', 'Dan', 'Carol']);
    expect(rows[0]).toMatchObject({ status: 'invited-to-connect', connected: false, suggested: true, role: 'user' });
    expect(rows[1]).toMatchObject({ status: 'requested', connected: false, suggested: false });
    // The assistant's per-relationship switch is on until the user turns it off (features/assistant).
    expect(rows[2]).toMatchObject({ status: 'connected', connected: true, aiEnabled: 'true', email: null });
    expect(rows[2].userId).toBe(carol.user?.id);
    expect(rows[2].pairingId).toEqual(expect.any(String));

    const paged = await me.get(`/api/user/connections/recent?userId=${me.user?.id}&skip=1&limit=1`);
    expect(paged.body.data.count).toBe(3);
    expect(paged.body.data.results.map((r: { firstName: string }) => r.firstName)).toEqual(['Dan']);
    const byCreation = await recent(me, '&orderby=createdAt%20DESC');
    expect(byCreation.body.data.results[0].firstName).toBe('Erin');
  });

  it('shows a connected e-mail only to a premium viewer', async () => {
    const [me, carol, dan] = await Promise.all([person(), person(), person()]);
    await connect(me, carol);
    await connect(carol, me);
    await connect(me, dan);
    await server.services.db
      .updateTable('user')
      .set({ userType: 'premium' })
      .where('id', '=', me.user?.id as string)
      .execute();
    // Written behind the server's back: announce it, as whatever makes a user premium must.
    await server.services.realtime.sessionsChanged(me.user?.id);
    const rows = (await recent(me)).body.data.results;
    const byId = new Map(rows.map((r: { userId: string }) => [r.userId, r]));
    expect(byId.get(carol.user?.id)).toMatchObject({ email: carol.user?.email });
    expect(byId.get(dan.user?.id)).toMatchObject({ email: null });
  });

  it('refuses signed-out callers and someone else’s list', async () => {
    const [me, other] = await Promise.all([person(), person()]);
    expect((await anonymous(server.url).get(`/api/user/connections/recent?userId=${me.user?.id}`)).status).toBe(401);
    expect((await other.get(`/api/user/connections/recent?userId=${me.user?.id}`)).status).toBe(403);
  });
});

describe('last viewed and unread per relationship', () => {
  it('marks a relationship unread for posts by the other person after the last view', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const { pairingId } = (await connect(ada, bob)).body.data;
    // The connection post is Ada's: unread for Bob, not for Ada.
    expect(await unread(ada)).toEqual({ results: [], count: 0 });
    expect((await unread(bob)).results).toEqual([{ userId1: bob.user?.id, userId2: ada.user?.id, pairingId }]);
    expect((await recent(bob)).body.data.results[0].unread).toBe(true);

    const before = await bob.get(`/api/pairing/lastViewed?userId1=${bob.user?.id}&userId2=${ada.user?.id}`);
    expect(before.body.data).toEqual({ lastActivityAt: expect.any(String), timestamp: null });
    const viewed = await bob.post('/api/pairing/lastViewed', { userId1: bob.user?.id, userId2: ada.user?.id });
    expect(viewed.body.data.timestamp).toEqual(expect.any(String));
    expect((await unread(bob)).count).toBe(0);
    expect((await recent(bob)).body.data.results[0].unread).toBe(false);
    const after = await bob.get(`/api/pairing/lastViewed?userId1=${bob.user?.id}&userId2=${ada.user?.id}`);
    expect(after.body.data.timestamp).toBe(viewed.body.data.timestamp);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await postInPairing(pairingId, ada);
    expect((await unread(bob)).count).toBe(1);
    await bob.post('/api/pairing/lastViewed', { userId1: bob.user?.id, userId2: ada.user?.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Bob's own post leaves his side read and makes Ada's side unread.
    await postInPairing(pairingId, bob);
    expect((await unread(bob)).count).toBe(0);
    expect((await unread(ada)).results).toEqual([{ userId1: ada.user?.id, userId2: bob.user?.id, pairingId }]);
  });

  it('refuses strangers, spoofed ids and people without a relationship', async () => {
    const [ada, bob, eve] = await Promise.all([person(), person(), person()]);
    await connect(ada, bob);
    const query = `userId1=${ada.user?.id}&userId2=${bob.user?.id}`;
    expect((await anonymous(server.url).get(`/api/pairing/lastViewed?${query}`)).status).toBe(401);
    expect((await eve.get(`/api/pairing/lastViewed?${query}`)).status).toBe(403);
    expect((await eve.post('/api/pairing/lastViewed', { userId1: ada.user?.id, userId2: bob.user?.id })).status).toBe(
      403,
    );
    expect((await eve.get(`/api/pairing/lastViewed?userId1=${eve.user?.id}&userId2=${ada.user?.id}`)).status).toBe(404);
    expect((await eve.get(`/api/pairing/user/unread?userId=${ada.user?.id}&limit=-1`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/pairing/user/unread?userId=${ada.user?.id}`)).status).toBe(401);
  });
});
