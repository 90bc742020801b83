import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, TEST_PASSWORD, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Stranger' });
});
afterAll(stopTestServers);

describe('GET /api/user/id', () => {
  it('shows a user everything about themselves', async () => {
    const res = await ada.get(`/api/user/id?userId=${ada.user?.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: ada.user?.id,
      email: ada.user?.email,
      firstName: 'Ada',
      socialAuth: false,
      status: 'active',
    });
    expect(res.body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('shows others only the public fields', async () => {
    const res = await bob.get(`/api/user/id?userId=${ada.user?.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.firstName).toBe('Ada');
    expect(res.body.data).not.toHaveProperty('email');
    expect(res.body.data).not.toHaveProperty('phone');
  });

  it('refuses signed-out callers and answers 404 for an unknown id, 400 without one', async () => {
    expect((await anonymous(server.url).get(`/api/user/id?userId=${ada.user?.id}`)).status).toBe(401);
    expect((await ada.get('/api/user/id?userId=nobody')).status).toBe(404);
    const missing = await ada.get('/api/user/id');
    expect(missing.status).toBe(400);
    expect(missing.body.isSuccess).toBe(false);
  });
});

describe('POST /api/user/ids', () => {
  it('answers the known users once each, in the order asked', async () => {
    const res = await ada.post('/api/user/ids', { userIds: [bob.user?.id, 'nobody', ada.user?.id, bob.user?.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.results.map((u: { userId: string }) => u.userId)).toEqual([bob.user?.id, ada.user?.id]);
    expect(res.body.data.results[0]).not.toHaveProperty('email');
    expect(res.body.data.results[1].email).toBe(ada.user?.email);
  });

  it("takes the spec's `ids` (and `userIds`, the same list), with the acting user's id checked", async () => {
    const res = await ada.post('/api/user/ids', { ids: [bob.user?.id], loggedInUserId: ada.user?.id });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((u: { userId: string }) => u.userId)).toEqual([bob.user?.id]);
    const stranger = await ada.post('/api/user/ids', { ids: [bob.user?.id], loggedInUserId: bob.user?.id });
    expect(stranger.status).toBe(403);
    const none = await ada.post('/api/user/ids', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('ids: expected array');
  });

  it('refuses signed-out callers and bad bodies', async () => {
    expect((await anonymous(server.url).post('/api/user/ids', { ids: [ada.user?.id] })).status).toBe(401);
    expect((await ada.post('/api/user/ids', { ids: [] })).status).toBe(400);
    expect((await ada.post('/api/user/ids', { userIds: [] })).status).toBe(400);
    expect((await ada.post('/api/user/ids', { userIds: 'x' })).status).toBe(400);
  });
});

describe('PATCH /api/user', () => {
  it('updates the acting user and keeps untouched fields', async () => {
    const res = await ada.patch('/api/user', {
      userId: ada.user?.id,
      modifiedBy: ada.user?.id,
      headline: 'Analyst',
      country: 'gb',
      calendarLink: 'https://cal.example/ada',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      headline: 'Analyst',
      country: 'GB',
      calendarLink: 'https://cal.example/ada',
      firstName: 'Ada',
    });
    const again = await ada.get(`/api/user/id?userId=${ada.user?.id}`);
    expect(again.body.data.headline).toBe('Analyst');
  });

  it('answers 403 when the request names another user (the acting-user rule)', async () => {
    const before = await ada.get(`/api/user/id?userId=${ada.user?.id}`);
    const res = await bob.patch('/api/user', { userId: ada.user?.id, headline: 'Hacked' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ isSuccess: false, message: messages.generic.notAllowed });
    const spoofed = await bob.patch('/api/user', {
      userId: bob.user?.id,
      modifiedBy: ada.user?.id,
      headline: 'Hacked',
    });
    expect(spoofed.status).toBe(403);
    const after = await ada.get(`/api/user/id?userId=${ada.user?.id}`);
    expect(after.body.data.headline).toBe(before.body.data.headline);
  });

  it('answers 409 for a profile alias already taken, 400 for bad values and malformed JSON', async () => {
    const taken = await bob.patch('/api/user', { userId: bob.user?.id, profileAlias: ada.user?.profileAlias });
    expect(taken.status).toBe(409);
    expect((await bob.patch('/api/user', { userId: bob.user?.id, calendarLink: 'not a url' })).status).toBe(400);
    expect((await bob.patch('/api/user', { userId: bob.user?.id, country: 'Narnia' })).status).toBe(400);
    const malformed = await bob.request('PATCH', '/api/user', '{bad json', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.generic.invalidJson);
  });

  it('refuses signed-out callers', async () => {
    expect((await anonymous(server.url).patch('/api/user', { userId: ada.user?.id, headline: 'x' })).status).toBe(401);
  });
});

describe('PATCH /api/user/status', () => {
  it('sets the acting user status and refuses others', async () => {
    const res = await ada.patch('/api/user/status', {
      userId: ada.user?.id,
      status: 'active',
      modifiedBy: ada.user?.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('active');
    expect((await bob.patch('/api/user/status', { userId: ada.user?.id, status: 'inactive' })).status).toBe(403);
    expect((await ada.patch('/api/user/status', { userId: ada.user?.id, status: 'deleted' })).status).toBe(400);
    expect(
      (await anonymous(server.url).patch('/api/user/status', { userId: ada.user?.id, status: 'active' })).status,
    ).toBe(401);
  });
});

describe('deactivating an account', () => {
  it('ends every session of it (this one and another device), and signing in again works', async () => {
    const cy = await signUp(server.url, { firstName: 'Cy' });
    const email = cy.user?.email ?? '';
    const phone = anonymous(server.url);
    const signedIn = await phone.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    phone.token = signedIn.headers.get('set-auth-token') ?? undefined;
    expect((await phone.get(`/api/user/id?userId=${cy.user?.id}`)).status).toBe(200);

    const res = await cy.patch('/api/user/status', { userId: cy.user?.id, status: 'inactive' });
    expect(res.status).toBe(200);
    expect((await cy.get(`/api/user/id?userId=${cy.user?.id}`)).status).toBe(401);
    expect((await phone.get(`/api/user/id?userId=${cy.user?.id}`)).status).toBe(401);

    const again = anonymous(server.url);
    const back = await again.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(back.status).toBe(200);
    again.token = back.headers.get('set-auth-token') ?? undefined;
    expect((await again.get(`/api/user/id?userId=${cy.user?.id}`)).status).toBe(200);
  });
});

describe('input that PostgreSQL cannot store', () => {
  it('answers 400 for a NUL character in a query or a body, never a 500', async () => {
    expect((await ada.get('/api/user/id?userId=%00')).status).toBe(400);
    const res = await ada.patch('/api/user', { userId: ada.user?.id, headline: 'bad\u0000value' });
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
  });
});
