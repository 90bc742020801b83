import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { signUp, TEST_PASSWORD, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

let server: TestServer;
let ada: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url);
});
afterAll(stopTestServers);

describe("POST /api/auth/change-password answers the spec's password texts (spec 1 §5)", () => {
  it.each([
    [undefined, messages.password.newRequired],
    ['', messages.password.newRequired],
    ['a1!', messages.password.newMinLength],
    ['longenough', messages.password.rule],
    ['longenough1', messages.password.rule],
    ['longenough!', messages.password.rule],
  ])('new password %j → %s', async (newPassword, message) => {
    const res = await ada.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ isSuccess: false, message }));
  });

  it('keeps the old password after refusals', async () => {
    const again = await ada.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Still#Valid1',
    });
    expect(again.status).toBe(200);
  });
});
