import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf, setUserStatus } from '../users/testing';
import { PUBLIC_PROFILE_LIMIT } from './public-profile';

let server: TestServer;
let ada: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  await ada.patch('/api/user', {
    userId: idOf(ada),
    profileAlias: 'ada.public',
    headline: 'Analyst',
    bio: 'First programmer.',
    phone: '+44 20 0000',
    city: 'London',
    country: 'GB',
    meetingLink: 'https://meet.example/ada',
    userLinks: [{ title: 'Notes', url: 'notes.example' }],
  });
  await ada.request('PUT', '/api/company/user', { userId: idOf(ada), name: 'Engines Ltd', title: 'Analyst' });
});
afterAll(stopTestServers);

describe('GET /api/profile/{profileAlias}', () => {
  it('is readable signed out and shows the public fields only, never e-mail nor phone', async () => {
    const res = await anonymous(server.url).get('/api/profile/Ada.Public');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: idOf(ada),
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileAlias: 'ada.public',
      headline: 'Analyst',
      bio: 'First programmer.',
      city: 'London',
      country: 'GB',
      countryName: 'United Kingdom',
      meetingLink: 'https://meet.example/ada',
      calendarLink: null,
      userLinks: [{ title: 'Notes', url: 'http://notes.example' }],
      company: { name: 'Engines Ltd', title: 'Analyst' },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('+44 20 0000');
    expect(text).not.toContain(ada.user?.email as string);
    for (const hidden of ['email', 'phone', 'userType', 'status', 'createdAt', 'socialAuth']) {
      expect(res.body.data).not.toHaveProperty(hidden);
    }
  });

  it('answers 404 for an unknown or deleted profile', async () => {
    const unknown = await anonymous(server.url).get('/api/profile/nobody.here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ isSuccess: false, message: messages.profile.profileNotFound });
    const gone = await signUp(server.url, { firstName: 'Gus', lastName: 'Gone' });
    await setUserStatus(server.services, idOf(gone), 'deleted');
    expect((await anonymous(server.url).get(`/api/profile/${gone.user?.profileAlias}`)).status).toBe(404);
  });

  it('limits lookups per client address', async () => {
    const limited = await startTestServer();
    const visitor = anonymous(limited.url);
    for (let i = 0; i < PUBLIC_PROFILE_LIMIT.max; i++) {
      expect((await visitor.get('/api/profile/nobody.here')).status).toBe(404);
    }
    const refused = await visitor.get('/api/profile/nobody.here');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.generic.rateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
