import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { insertPairing } from '../../realtime/testing/people';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf, setUserStatus, setUserType } from './testing';

/** Spec 3 §6: a connected person's e-mail only for a premium viewer; phone only when connected. */
let server: TestServer;
let premium: TestClient;
let plain: TestClient;
let friend: TestClient;
let stranger: TestClient;
let pending: TestClient;

const view = (viewer: TestClient, other: TestClient) => viewer.get(`/api/user/id?userId=${idOf(other)}`);

beforeAll(async () => {
  server = await startTestServer();
  premium = await signUp(server.url, { firstName: 'Petra', lastName: 'Premium' });
  plain = await signUp(server.url, { firstName: 'Paul', lastName: 'Plain' });
  friend = await signUp(server.url, { firstName: 'Fiona', lastName: 'Friend' });
  stranger = await signUp(server.url, { firstName: 'Sam', lastName: 'Stranger' });
  pending = await signUp(server.url, { firstName: 'Pia', lastName: 'Pending' });
  await setUserType(server.services, idOf(premium), 'premium');
  for (const person of [friend, stranger, pending]) {
    await person.patch('/api/user', { userId: idOf(person), phone: '+1 555 0100' });
  }
  const db = server.services.db;
  await insertPairing(db, idOf(premium), idOf(friend), 'connected');
  await insertPairing(db, idOf(plain), idOf(friend), 'connected');
  await insertPairing(db, idOf(premium), idOf(pending), 'requested');
});
afterAll(stopTestServers);

describe('the premium e-mail rule and the phone rule', () => {
  it('premium and connected: sees the e-mail and the phone', async () => {
    const res = await view(premium, friend);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: friend.user?.email, phone: '+1 555 0100' });
  });

  it('premium but not connected (or only requested): neither', async () => {
    for (const other of [stranger, pending]) {
      const res = await view(premium, other);
      expect(res.body.data).not.toHaveProperty('email');
      expect(res.body.data).not.toHaveProperty('phone');
    }
  });

  it('connected but not premium: the phone, not the e-mail', async () => {
    const res = await view(plain, friend);
    expect(res.body.data).not.toHaveProperty('email');
    expect(res.body.data.phone).toBe('+1 555 0100');
  });

  it('the same rules hold for POST /api/user/ids, in one answer', async () => {
    const res = await premium.post('/api/user/ids', {
      userIds: [idOf(friend), idOf(stranger), idOf(premium)],
      loggedInUserId: idOf(premium),
    });
    expect(res.status).toBe(200);
    const [f, s, self] = res.body.data.results;
    expect(f.email).toBe(friend.user?.email);
    expect(s).not.toHaveProperty('email');
    expect(self).toMatchObject({ email: premium.user?.email, isProfileComplete: false, socialAuth: false });
  });

  it('refuses a spoofed loggedInUserId', async () => {
    const res = await plain.post('/api/user/ids', { userIds: [idOf(friend)], loggedInUserId: idOf(premium) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.generic.notAllowed);
  });
});

describe('deleted users', () => {
  it('answer 404 to others and drop out of POST /api/user/ids', async () => {
    const gone = await signUp(server.url, { firstName: 'Gus', lastName: 'Gone' });
    await setUserStatus(server.services, idOf(gone), 'deleted');
    const res = await view(plain, gone);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.profile.userNotFound);
    const many = await plain.post('/api/user/ids', { userIds: [idOf(gone), idOf(friend)] });
    expect(many.body.data.results.map((u: { userId: string }) => u.userId)).toEqual([idOf(friend)]);
  });
});

describe('input that must not reach the database', () => {
  it('answers 400 for control characters in ids and texts, never 500', async () => {
    expect((await plain.get('/api/user/id?userId=%00abc')).status).toBe(400);
    expect((await plain.post('/api/user/ids', { userIds: ['a\u0000'] })).status).toBe(400);
    expect((await plain.patch('/api/user', { userId: idOf(plain), headline: 'a\u0000b' })).status).toBe(400);
    expect((await anonymous(server.url).get('/api/profile/%00')).status).toBe(400);
  });
});
