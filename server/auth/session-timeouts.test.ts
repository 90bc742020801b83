import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

const HOUR = 3_600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_IDLE_TIMEOUT_HOURS: '2', SESSION_ABSOLUTE_TIMEOUT_HOURS: '8' } });
});
afterAll(stopTestServers);

const tokenOf = (client: TestClient) => (client.token as string).split('.')[0] as string;
const me = (client: TestClient) => client.get(`/api/user/id?userId=${client.user?.id}`);
const sessionRow = (client: TestClient) =>
  server.services.db
    .selectFrom('session')
    .select(['expiresAt', 'createdAt'])
    .where('token', '=', tokenOf(client))
    .executeTakeFirst();
const backdate = (client: TestClient, set: { expiresAt?: string; createdAt?: string }) =>
  server.services.db.updateTable('session').set(set).where('token', '=', tokenOf(client)).execute();

describe('session timeouts (SESSION_IDLE_TIMEOUT_HOURS, SESSION_ABSOLUTE_TIMEOUT_HOURS)', () => {
  it('gives a new session the idle timeout, and refuses it once unused that long', async () => {
    const ann = await signUp(server.url);
    const row = await sessionRow(ann);
    const lifetime = new Date(row?.expiresAt ?? 0).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(2 * HOUR - 5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * HOUR);
    await backdate(ann, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await me(ann)).status).toBe(401);
  });

  it('pushes the idle timeout back when the session is used', async () => {
    const bo = await signUp(server.url);
    // Unused for an hour and a half: due for the push (a tenth of the idle timeout).
    await backdate(bo, { expiresAt: new Date(Date.now() + HOUR / 2).toISOString() });
    expect((await me(bo)).status).toBe(200);
    const row = await sessionRow(bo);
    expect(new Date(row?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + HOUR);
  });

  it('ends a session the absolute timeout after sign-in however recently it was used', async () => {
    const cy = await signUp(server.url);
    await backdate(cy, { createdAt: new Date(Date.now() - 9 * HOUR).toISOString() });
    expect((await me(cy)).status).toBe(401);
    // Its row is gone: better-auth's own routes refuse it as well.
    expect(await sessionRow(cy)).toBeUndefined();
    expect((await cy.get('/api/auth/get-session')).body).toBeNull();
  });

  it('keeps a session inside both limits', async () => {
    const di = await signUp(server.url);
    await backdate(di, { createdAt: new Date(Date.now() - 7 * HOUR).toISOString() });
    expect((await me(di)).status).toBe(200);
  });
});
