import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

let server: TestServer;
let user: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server.url);
});
afterAll(stopTestServers);

const me = (headers: Record<string, string>) =>
  anonymous(server.url).request('GET', `/api/user/id?userId=${user.user?.id}`, undefined, headers);

describe('resolving the session of a request', () => {
  it('accepts the signed bearer token, the bare token and the session cookie', async () => {
    const signed = user.token as string;
    const bare = signed.split('.')[0] as string;
    expect((await me({ authorization: `Bearer ${signed}` })).status).toBe(200);
    expect((await me({ authorization: `Bearer ${encodeURIComponent(signed)}` })).status).toBe(200);
    expect((await me({ authorization: `Bearer ${bare}` })).status).toBe(200);
    expect((await me({ cookie: `other=1; rapport.session_token=${encodeURIComponent(signed)}` })).status).toBe(200);
  });

  it('refuses a tampered signature, an unsigned cookie and an unknown token', async () => {
    const [token, signature] = (user.token as string).split('.') as [string, string];
    const tampered = `${token}.${signature.slice(0, -3)}AAA=`;
    expect((await me({ authorization: `Bearer ${tampered}` })).status).toBe(401);
    expect((await me({ cookie: `rapport.session_token=${token}` })).status).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-real-token' })).status).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const other = await signUp(server.url);
    const token = (other.token as string).split('.')[0] as string;
    await server.services.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', token)
      .execute();
    expect((await other.get(`/api/user/id?userId=${other.user?.id}`)).status).toBe(401);
  });

  it('lets better-auth extend a session that is due for its refresh', async () => {
    const other = await signUp(server.url);
    const token = (other.token as string).split('.')[0] as string;
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await server.services.db.updateTable('session').set({ expiresAt: soon }).where('token', '=', token).execute();
    expect((await other.get(`/api/user/id?userId=${other.user?.id}`)).status).toBe(200);
    const row = await server.services.db
      .selectFrom('session')
      .select('expiresAt')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 60 * 60 * 1000);
  });

  it("gives a cookie's owner the renewed cookie when a call extends the session; a bearer client keeps its token", async () => {
    const due = async (client: TestClient) => {
      const token = (client.token as string).split('.')[0] as string;
      const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      await server.services.db.updateTable('session').set({ expiresAt: soon }).where('token', '=', token).execute();
    };
    const other = await signUp(server.url);
    const cookie = `rapport.session_token=${encodeURIComponent(other.token as string)}`;
    const path = `/api/user/id?userId=${other.user?.id}`;
    await due(other);
    const byCookie = await fetch(`${server.url}${path}`, { headers: { cookie } });
    expect(byCookie.status).toBe(200);
    const renewed = byCookie.headers.getSetCookie().filter((c) => c.startsWith('rapport.session_token='));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatch(/Max-Age=\d{6,}/);
    expect(renewed[0]).toContain(encodeURIComponent(other.token as string));
    // Not due any more: no cookie on the next call.
    const next = await fetch(`${server.url}${path}`, { headers: { cookie } });
    expect(next.headers.getSetCookie()).toEqual([]);

    await due(other);
    const byBearer = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(byBearer.status).toBe(200);
    expect(byBearer.headers.getSetCookie()).toEqual([]);
  });

  it('signing out with a session due for its refresh clears the cookie, and the renewal does not bring it back', async () => {
    const other = await signUp(server.url);
    const token = (other.token as string).split('.')[0] as string;
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await server.services.db.updateTable('session').set({ expiresAt: soon }).where('token', '=', token).execute();
    const res = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: {
        cookie: `rapport.session_token=${encodeURIComponent(other.token as string)}`,
        origin: server.url,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('rapport.session_token='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/Max-Age=0/);
  });
});
