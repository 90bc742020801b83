import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { INVITE_REQUESTS_PER_HOUR: '3' } });
});
afterAll(stopTestServers);

it('limits invitation requests per sender, not per server', async () => {
  const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
  const invite = (from: typeof ada, n: number) =>
    from.post('/api/user/invite', {
      senderUserId: from.user?.id,
      registeredUsers: [],
      nonRegisteredUsers: [{ email: `guest-${from.user?.id}-${n}@example.test` }],
      invitationMessage: 'Join me',
    });
  for (let n = 0; n < 3; n++) expect((await invite(ada, n)).status).toBe(200);
  const limited = await invite(ada, 3);
  expect(limited.status).toBe(429);
  expect(limited.body.isSuccess).toBe(false);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await invite(bob, 0)).status).toBe(200);
});
