import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestSocket, settle } from '../realtime/testing/socket-client';
import { anonymous, signUp, TEST_PASSWORD, TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

// An ended session must not keep receiving events on a socket opened before it ended.
it('signing out closes that session’s live sockets', async () => {
  const user = await signUp(server.url);
  const socket = await TestSocket.connect(server.url, { token: user.token });
  expect((await user.post('/api/auth/sign-out')).status).toBe(200);
  expect((await socket.closed).code).toBe(4401);
});

it('changing the password closes the sockets of the other sessions only', async () => {
  const phone = await signUp(server.url);
  const signIn = await anonymous(server.url).post('/api/auth/sign-in/email', {
    email: phone.user?.email,
    password: TEST_PASSWORD,
  });
  const laptop = new TestClient(server.url, signIn.headers.get('set-auth-token') ?? '');
  const phoneSocket = await TestSocket.connect(server.url, { token: phone.token });
  const laptopSocket = await TestSocket.connect(server.url, { token: laptop.token });

  const res = await phone.post('/api/auth/change-password', {
    currentPassword: TEST_PASSWORD,
    newPassword: 'N3w#Password',
  });
  expect(res.status).toBe(200);
  expect((await laptopSocket.closed).code).toBe(4401);
  await settle();
  expect(phoneSocket.ws.readyState).toBe(phoneSocket.ws.OPEN);
  phoneSocket.ws.close();
});
