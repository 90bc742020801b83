import { messages } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { BUDGETS } from './rate-limit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  server.services.rateLimiter.clock = Date.now;
  await stopTestServers();
});

describe('the membership lookup budget', () => {
  it('answers the 61st lookup in 10 minutes with 429 and Retry-After, then recovers', async () => {
    const [ada, bob, other] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const lookup = (email: string, client = ada) => client.get(`/api/user/email?email=${encodeURIComponent(email)}`);
    const start = Date.now();
    server.services.rateLimiter.clock = () => start;
    for (let n = 0; n < 60; n++) {
      const res = await lookup(n % 2 ? (bob.user?.email as string) : `nobody-${n}@example.test`);
      expect(res.status).toBe(n % 2 ? 200 : 404);
    }
    const limited = await lookup(bob.user?.email as string);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ isSuccess: false, message: messages.people.lookupLimited });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // One user's budget is theirs alone.
    expect((await lookup(bob.user?.email as string, other)).status).toBe(200);

    server.services.rateLimiter.clock = () => start + retryAfter * 1000;
    const recovered = await lookup(bob.user?.email as string);
    expect(recovered.status).toBe(200);
    expect(recovered.body.data).toEqual({ userId: bob.user?.id });
  });

  it('keeps a daily budget of 300 across the 10-minute windows', async () => {
    const ada = await signUp(server.url);
    const start = Date.now();
    const { windows } = BUDGETS.memberLookups;
    // 300 lookups spent over five windows of 60: the daily budget is then used up.
    for (let w = 0; w < 5; w++) {
      server.services.rateLimiter.clock = () => start + w * (windows[0]?.windowMs ?? 0);
      for (let n = 0; n < 60; n++)
        await server.services.rateLimiter.spend(BUDGETS.memberLookups, ada.user?.id as string);
    }
    server.services.rateLimiter.clock = () => start + 5 * (windows[0]?.windowMs ?? 0);
    const limited = await ada.get('/api/user/email?email=someone%40example.test');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(600);
  });
});
