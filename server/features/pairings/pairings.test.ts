import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
const people = () => signUp(server.url, { firstName: 'Pat' });

const statusOf = async (viewer: TestClient, other: TestClient) =>
  (await viewer.get(`/api/pairing/status?userId=${viewer.user?.id}&connectedWithUserId=${other.user?.id}`)).body.data;
const connect = (from: TestClient, to: TestClient, source = 'search') =>
  from.post('/api/user/connect', { userId: from.user?.id, connectWithUserId: to.user?.id, source });

beforeAll(async () => {
  // Test users sign up @example.test: staff who see Source links here.
  server = await startTestServer({ env: { SOURCE_LINK_DOMAINS: 'Example.test' } });
});
afterAll(stopTestServers);

describe('POST /api/user/connect', () => {
  it('walks the four states seen from both sides: undefined, requested / invited-to-connect, connected', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    expect(await statusOf(ada, bob)).toEqual({ status: 'undefined', pairingId: null });

    const asked = await connect(ada, bob);
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe('requested');
    const pairingId = asked.body.data.pairingId;
    expect(await statusOf(ada, bob)).toEqual({ status: 'requested', pairingId });
    expect(await statusOf(bob, ada)).toEqual({ status: 'invited-to-connect', pairingId });

    const accepted = await connect(bob, ada);
    expect(accepted.body.data).toEqual({ pairingId, status: 'connected' });
    expect(await statusOf(ada, bob)).toEqual({ status: 'connected', pairingId });
    expect(await statusOf(bob, ada)).toEqual({ status: 'connected', pairingId });
  });

  it('is idempotent: asking again or connecting again changes nothing', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    const first = await connect(ada, bob);
    const again = await connect(ada, bob);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ pairingId: first.body.data.pairingId, status: 'requested' });
    await connect(bob, ada);
    expect((await connect(ada, bob)).body.data.status).toBe('connected');
    expect((await connect(bob, ada)).body.data.status).toBe('connected');
  });

  it('writes one connection post into the pairing', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    const { pairingId } = (await connect(ada, bob)).body.data;
    await connect(bob, ada);
    const posts = await server.services.db.selectFrom('post').selectAll().where('pairingId', '=', pairingId).execute();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ type: 'connection', visibility: 'SPECIFIC_PEOPLE', createdBy: ada.user?.id });
  });

  it('refuses connecting with yourself, unknown people, bad bodies, strangers and spoofed ids', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    const self = await connect(ada, ada);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ isSuccess: false, message: messages.people.cannotConnectWithSelf });
    const unknown = await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: 'nobody' });
    expect(unknown.status).toBe(404);
    expect((await ada.post('/api/user/connect', { userId: ada.user?.id })).status).toBe(400);
    const signedOut = anonymous(server.url);
    expect(
      (await signedOut.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id })).status,
    ).toBe(401);
    const spoofed = await bob.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id });
    expect(spoofed.status).toBe(403);
    expect(await statusOf(ada, bob)).toEqual({ status: 'undefined', pairingId: null });
  });
});

describe('GET /api/pairing/status and /api/pairing/userIds', () => {
  it('answers only the acting user, and pairing ids only to one of the two', async () => {
    const [ada, bob, eve] = await Promise.all([people(), people(), people()]);
    const { pairingId } = (await connect(ada, bob)).body.data;
    const ids = `userId1=${ada.user?.id}&userId2=${bob.user?.id}`;
    expect((await bob.get(`/api/pairing/userIds?${ids}`)).body.data).toEqual({ pairingId });
    expect((await ada.get(`/api/pairing/userIds?userId1=${ada.user?.id}&userId2=${eve.user?.id}`)).body.data).toEqual({
      pairingId: null,
    });
    expect((await eve.get(`/api/pairing/userIds?${ids}`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/pairing/userIds?${ids}`)).status).toBe(401);
    const spoofed = await eve.get(`/api/pairing/status?userId=${ada.user?.id}&connectedWithUserId=${bob.user?.id}`);
    expect(spoofed.status).toBe(403);
    const signedOut = anonymous(server.url);
    expect((await signedOut.get(`/api/pairing/status?userId=${ada.user?.id}&connectedWithUserId=x`)).status).toBe(401);
  });
});

describe('DELETE /api/pairing/:pairingId', () => {
  it('lets either of the two remove it, and nobody else', async () => {
    const [ada, bob, eve] = await Promise.all([people(), people(), people()]);
    const { pairingId } = (await connect(ada, bob)).body.data;
    await connect(bob, ada);
    expect((await anonymous(server.url).delete(`/api/pairing/${pairingId}`)).status).toBe(401);
    expect((await eve.delete(`/api/pairing/${pairingId}`)).status).toBe(403);
    expect((await eve.delete('/api/pairing/no-such-pairing')).status).toBe(404);
    expect((await eve.delete('/api/pairing/bad%00id')).status).toBe(400);
    const removed = await bob.delete(`/api/pairing/${pairingId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ pairingId });
    expect(await statusOf(ada, bob)).toEqual({ status: 'undefined', pairingId: null });
    expect(await statusOf(bob, ada)).toEqual({ status: 'undefined', pairingId: null });
    const posts = await server.services.db.selectFrom('post').select('id').where('pairingId', '=', pairingId).execute();
    expect(posts).toEqual([]);
  });
});

describe('GET /api/user/pairing/sources', () => {
  it('keeps the first source and the latest one', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    await connect(ada, bob, 'https://example.test/first');
    await connect(bob, ada, 'https://example.test/last');
    const res = await ada.get(`/api/user/pairing/sources?userId=${ada.user?.id}&pairingUserId=${bob.user?.id}`);
    expect(res.body.data).toEqual({ first: 'https://example.test/first', last: 'https://example.test/last' });
    expect(
      (await bob.get(`/api/user/pairing/sources?userId=${ada.user?.id}&pairingUserId=${bob.user?.id}`)).status,
    ).toBe(403);
    const stranger = await people();
    const none = await stranger.get(
      `/api/user/pairing/sources?userId=${stranger.user?.id}&pairingUserId=${ada.user?.id}`,
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(messages.people.relationshipNotFound);
  });

  it('answers only staff, whose e-mail domain is in SOURCE_LINK_DOMAINS', async () => {
    const ada = await people();
    const outsider = await signUp(server.url, { firstName: 'Oz', email: `oz-${Date.now()}@elsewhere.test` });
    await connect(outsider, ada, 'https://example.test/page');
    const res = await outsider.get(
      `/api/user/pairing/sources?userId=${outsider.user?.id}&pairingUserId=${ada.user?.id}`,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.people.sourceLinksStaffOnly);
    const staff = await ada.get(`/api/user/pairing/sources?userId=${ada.user?.id}&pairingUserId=${outsider.user?.id}`);
    expect(staff.body.data).toEqual({ first: 'https://example.test/page', last: 'https://example.test/page' });
    const config = await anonymous(server.url).get('/api/config');
    expect(config.body.data.sourceLinkDomains).toEqual(['example.test']);
  });
});

describe('GET /api/user/email', () => {
  it('answers the member id of an address, 404 for a non-member, 401 signed out', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    const found = await ada.get(`/api/user/email?email=${encodeURIComponent(bob.user?.email.toUpperCase() ?? '')}`);
    expect(found.body).toEqual({ isSuccess: true, data: { userId: bob.user?.id } });
    const missing = await ada.get('/api/user/email?email=nobody%40example.test');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ isSuccess: false, message: messages.people.notAMember });
    expect((await ada.get('/api/user/email?email=not-an-email')).status).toBe(400);
    expect((await anonymous(server.url).get(`/api/user/email?email=${bob.user?.email}`)).status).toBe(401);
  });

  it('answers a non-member as data null with missing=null (an answer, not a 404), a member as before', async () => {
    const [ada, bob] = await Promise.all([people(), people()]);
    const missing = await ada.get('/api/user/email?email=nobody%40example.test&missing=null');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ isSuccess: true, data: null });
    const found = await ada.get(`/api/user/email?email=${encodeURIComponent(bob.user?.email ?? '')}&missing=null`);
    expect(found.body).toEqual({ isSuccess: true, data: { userId: bob.user?.id } });
    expect((await ada.get('/api/user/email?email=nobody%40example.test&missing=no')).status).toBe(400);
    expect((await anonymous(server.url).get('/api/user/email?email=nobody%40example.test&missing=null')).status).toBe(
      401,
    );
  });
});

describe('GET /api/pairing/id', () => {
  it('answers the other person and the status to the two users only', async () => {
    const [ada, bob, eve] = await Promise.all([people(), people(), people()]);
    const pairingId = (await connect(ada, bob)).body.data.pairingId;
    const seenByAda = await ada.get(`/api/pairing/id?pairingId=${pairingId}`);
    expect(seenByAda.body.data).toEqual({ pairingId, otherUserId: bob.user?.id, status: 'requested' });
    const seenByBob = await bob.get(`/api/pairing/id?pairingId=${pairingId}`);
    expect(seenByBob.body.data).toEqual({ pairingId, otherUserId: ada.user?.id, status: 'invited-to-connect' });
    expect((await eve.get(`/api/pairing/id?pairingId=${pairingId}`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/pairing/id?pairingId=${pairingId}`)).status).toBe(401);
    expect((await ada.get('/api/pairing/id?pairingId=nope')).status).toBe(404);
  });
});
