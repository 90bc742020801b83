import { messages } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect } from '../posts/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  server.services.rateLimiter.clock = Date.now;
  await stopTestServers();
});

const lookUp = (client: TestClient, emails: string[], userId = client.user?.id) =>
  client.post('/api/user/email/lookup', { userId, emails });
const emailOf = (client: TestClient) => client.user?.email as string;

describe('POST /api/user/email/lookup (the people of a page)', () => {
  it('answers each address with its state, as the caller sees it, in the order sent', async () => {
    const [me, friend, asked, asker, stranger] = await Promise.all([
      signUp(server.url, { firstName: 'Me' }),
      signUp(server.url, { firstName: 'Fran' }),
      signUp(server.url, { firstName: 'Ash' }),
      signUp(server.url, { firstName: 'Kai' }),
      signUp(server.url, { firstName: 'Sol' }),
    ]);
    const pairingId = await connect(me, friend);
    await me.post('/api/user/connect', { userId: me.user?.id, connectWithUserId: asked.user?.id });
    await asker.post('/api/user/connect', { userId: asker.user?.id, connectWithUserId: me.user?.id });

    const res = await lookUp(me, [
      emailOf(friend).toUpperCase(),
      emailOf(asked),
      emailOf(asker),
      emailOf(stranger),
      'Nobody@Example.test',
      emailOf(me),
      'nobody@example.test',
    ]);
    expect(res.status).toBe(200);
    const states = res.body.data.results.map((r: { email: string; state: string }) => [r.email, r.state]);
    expect(states).toEqual([
      [emailOf(friend), 'connected'],
      [emailOf(asked), 'requested'],
      [emailOf(asker), 'invited-to-connect'],
      [emailOf(stranger), 'member'],
      ['nobody@example.test', 'not-member'],
    ]);
    expect(res.body.data.count).toBe(5);
    expect(res.body.data.results[0]).toMatchObject({ userId: friend.user?.id, pairingId, firstName: 'Fran' });
    expect(res.body.data.results[3]).toMatchObject({ userId: stranger.user?.id, pairingId: null, firstName: 'Sol' });
    // A non-member's answer holds the address and nothing else; no member's holds more than a profile by id shows.
    expect(res.body.data.results[4]).toEqual({ email: 'nobody@example.test', state: 'not-member' });
    expect(Object.keys(res.body.data.results[3]).sort()).toEqual(
      ['avatar', 'email', 'firstName', 'headline', 'lastName', 'pairingId', 'state', 'userId'].sort(),
    );
  });

  it('refuses bad input with 400 in the envelope, never a 500', async () => {
    const me = await signUp(server.url);
    const tooMany = Array.from({ length: 51 }, (_, n) => `p${n}@example.test`);
    for (const emails of [[], ['not an address'], tooMany, 'a@example.test', [42]]) {
      const res = await me.post('/api/user/email/lookup', { userId: me.user?.id, emails });
      expect(res.status).toBe(400);
      expect(res.body.isSuccess).toBe(false);
    }
  });

  it('refuses a stranger: no session is 401, another user named as the actor is 403', async () => {
    const [me, other] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post('/api/user/email/lookup', { emails: ['a@example.test'] })).status).toBe(401);
    const claimed = await lookUp(other, [emailOf(me)], me.user?.id);
    expect(claimed.status).toBe(403);
    expect(claimed.body.isSuccess).toBe(false);
  });

  it("shows each caller only their own pairings: someone else's relationship is a plain member to them", async () => {
    const [me, friend, other] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    await connect(me, friend);
    const res = await lookUp(other, [emailOf(friend)]);
    expect(res.body.data.results).toMatchObject([{ state: 'member', pairingId: null }]);
  });

  it('spends one lookup per unknown address from the lookup budget, nothing for relationships, and refuses a batch that does not fit', async () => {
    const [me, friend] = await Promise.all([signUp(server.url), signUp(server.url)]);
    await connect(me, friend);
    const start = Date.now();
    server.services.rateLimiter.clock = () => start;
    const batch = (from: number) => Array.from({ length: 50 }, (_, n) => `someone-${from + n}@example.test`);
    // 49 strangers and a relationship: 49 spent, 11 left in the 10-minute window.
    expect((await lookUp(me, [...batch(0).slice(0, 49), emailOf(friend)])).status).toBe(200);
    // 50 more do not fit: refused whole, with the wait, and nothing spent.
    const refused = await lookUp(me, batch(100));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ isSuccess: false, message: messages.people.lookupLimited });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    // The 11 left are still there; relationships still answer at no cost.
    expect((await lookUp(me, batch(200).slice(0, 11))).status).toBe(200);
    expect((await lookUp(me, [emailOf(friend)])).status).toBe(200);
    // The single lookup shares the budget: it is used up now.
    expect((await me.get('/api/user/email?email=x%40example.test')).status).toBe(429);
    server.services.rateLimiter.clock = () => start + wait * 1000;
    expect((await lookUp(me, batch(300))).status).toBe(200);
    server.services.rateLimiter.clock = Date.now;
  });
});
