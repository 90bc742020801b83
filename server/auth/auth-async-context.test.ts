import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { authStorages, QUIET_MS } from './auth-async-context';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

/** Node's own flag: an enabled storage keeps the process-wide promise hook on. */
const enabled = () => authStorages().filter((s) => (s as unknown as { enabled: boolean }).enabled).length;

describe("better-auth's async context", () => {
  it('is turned off once better-auth is quiet, and back on for its next call', async () => {
    const user = await signUp(server.url);
    expect(authStorages().length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 200));
    expect(enabled()).toBe(0);

    // better-auth still answers (its session route reads its request state) and signs in again.
    const session = await anonymous(server.url).request('GET', '/api/auth/get-session', undefined, {
      authorization: `Bearer ${user.token}`,
    });
    expect(session.status).toBe(200);
    expect((session.body as { user: { id: string } }).user.id).toBe(user.user?.id);
    const again = await signUp(server.url);
    expect(again.token).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 200));
    expect(enabled()).toBe(0);
  });
});
