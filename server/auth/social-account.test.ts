import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

let server: TestServer;
let social: TestClient;

// A user who signed in with Google has an account row for that provider and no password.
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.services;
  const now = new Date().toISOString();
  const userId = randomUUID();
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('user')
    .values({
      id: userId,
      name: 'Sam Social',
      email: 'sam@social.test',
      emailVerified: server.services.dialect === 'postgres' ? true : 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      firstName: 'Sam',
      lastName: 'Social',
      avatar: null,
      headline: null,
      bio: null,
      profileAlias: 'sam.social',
      phone: null,
      city: null,
      state: null,
      country: null,
      userType: 'user',
      status: 'active',
      meetingLink: null,
      calendarLink: null,
    })
    .execute();
  await db
    .insertInto('account')
    .values({
      id: randomUUID(),
      accountId: 'google-123',
      providerId: 'google',
      userId,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      password: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('session')
    .values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      createdAt: now,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
    })
    .execute();
  social = new TestClient(server.url, token, {
    id: userId,
    email: 'sam@social.test',
    firstName: 'Sam',
    lastName: 'Social',
    profileAlias: 'sam.social',
  });
});
afterAll(stopTestServers);

it('marks a social-login user, so the client hides Change Password', async () => {
  const res = await social.get(`/api/user/id?userId=${social.user?.id}`);
  expect(res.status).toBe(200);
  expect(res.body.data.socialAuth).toBe(true);
});

it('answers that a social-login user has no password to change', async () => {
  const res = await social.post('/api/auth/change-password', {
    currentPassword: 'Anything#1',
    newPassword: 'N3w#Password',
  });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ isSuccess: false, message: messages.auth.socialNoPassword });
});
