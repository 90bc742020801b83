import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, TEST_PASSWORD, TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3', SIGNIN_MAX_PER_IP: '12' } });
});
afterAll(stopTestServers);

describe('sign-up', () => {
  it('creates the user, a session cookie and a bearer token', async () => {
    const res = await anonymous(server.url).post('/api/auth/sign-up/email', {
      email: 'Ada@Example.test',
      password: TEST_PASSWORD,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-auth-token')).toBeTruthy();
    expect(res.headers.get('set-cookie')).toMatch(/rapport\.session_token=/);
    expect(res.body.user).toMatchObject({
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileAlias: 'ada.lovelace',
    });

    const session = await new TestClient(server.url, res.headers.get('set-auth-token') ?? '').get(
      '/api/auth/get-session',
    );
    expect(session.body.user.email).toBe('ada@example.test');

    const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
    const byCookie = await anonymous(server.url).request('GET', '/api/auth/get-session', undefined, { cookie });
    expect(byCookie.body.user.id).toBe(res.body.user.id);
  });

  it('refuses a weak password with the spec message', async () => {
    for (const password of ['short1!', 'longenough1', 'longenough!!']) {
      const res = await anonymous(server.url).post('/api/auth/sign-up/email', {
        email: 'weak@example.test',
        password,
        firstName: 'W',
        lastName: 'P',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ isSuccess: false, message: messages.password.rule });
    }
  });

  it('answers 409 for an e-mail already registered', async () => {
    const existing = await signUp(server.url);
    const res = await anonymous(server.url).post('/api/auth/sign-up/email', {
      email: existing.user?.email,
      password: TEST_PASSWORD,
      firstName: 'Again',
      lastName: 'Again',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ isSuccess: false, message: messages.auth.emailTaken });
  });

  it('makes profile aliases unique', async () => {
    const a = await signUp(server.url, { firstName: 'Grace', lastName: 'Hopper' });
    const b = await signUp(server.url, { firstName: 'Grace', lastName: 'Hopper' });
    expect(a.user?.profileAlias).toBe('grace.hopper');
    expect(b.user?.profileAlias).toBe('grace.hopper.2');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and answers 401 for a wrong one', async () => {
    const user = await signUp(server.url);
    const good = await anonymous(server.url).post('/api/auth/sign-in/email', {
      email: user.user?.email,
      password: TEST_PASSWORD,
    });
    expect(good.status).toBe(200);
    expect(good.headers.get('set-auth-token')).toBeTruthy();
    const bad = await anonymous(server.url).post('/api/auth/sign-in/email', {
      email: user.user?.email,
      password: 'Wrong#pass1',
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ isSuccess: false, message: messages.auth.wrongCredentials });
  });

  it('sign-out ends the session', async () => {
    const user = await signUp(server.url);
    expect((await user.get(`/api/user/id?userId=${user.user?.id}`)).status).toBe(200);
    expect((await user.post('/api/auth/sign-out')).status).toBe(200);
    expect((await user.get(`/api/user/id?userId=${user.user?.id}`)).status).toBe(401);
  });

  it('locks an account after repeated failures, whatever the address', async () => {
    const user = await signUp(server.url);
    const attempt = (password: string) =>
      anonymous(server.url).post('/api/auth/sign-in/email', { email: user.user?.email, password });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong#pass1')).status).toBe(401);
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many sign-in attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits sign-in attempts per address', async () => {
    const limited = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '4' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await anonymous(limited.url).post('/api/auth/sign-in/email', {
        email: `nobody${i}@example.test`,
        password: 'Wrong#pass1',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('answers 400 for malformed JSON, never a 500', async () => {
    const res = await anonymous(server.url).request('POST', '/api/auth/sign-in/email', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, message: messages.generic.invalidJson });
  });
});

describe('change-password', () => {
  it('changes the password and ends the other sessions', async () => {
    const phone = await signUp(server.url);
    const email = phone.user?.email as string;
    const laptopSignIn = await anonymous(server.url).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    const laptop = new TestClient(server.url, laptopSignIn.headers.get('set-auth-token') ?? '');
    expect((await laptop.get('/api/auth/get-session')).body?.user?.email).toBe(email);

    const weak = await phone.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'weakpass',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(messages.password.rule);

    const changed = await phone.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w#Password',
    });
    expect(changed.status).toBe(200);
    if (changed.headers.get('set-auth-token')) phone.token = changed.headers.get('set-auth-token') ?? phone.token;

    expect((await laptop.get('/api/auth/get-session')).body).toBeNull();
    const old = await anonymous(server.url).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await anonymous(server.url).post('/api/auth/sign-in/email', { email, password: 'N3w#Password' });
    expect(fresh.status).toBe(200);
  });

  it('refuses signed-out callers', async () => {
    const res = await anonymous(server.url).post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w#Password',
    });
    expect(res.status).toBe(401);
    expect(res.body.isSuccess).toBe(false);
  });
});

describe('the API contract', () => {
  it('answers the 404 envelope for an unknown /api route', async () => {
    const res = await anonymous(server.url).get('/api/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ isSuccess: false, message: messages.generic.routeNotFound });
  });

  it('serves health', async () => {
    const res = await anonymous(server.url).get('/api/health');
    expect(res.body).toEqual({ isSuccess: true, data: { status: 'ok', product: 'Rapport' } });
  });
});
