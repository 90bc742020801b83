import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf } from '../users/testing';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
const PATH = '/api/user/notification/preferences';

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Builder' });
});
afterAll(stopTestServers);

describe('GET and PATCH /api/user/notification/preferences', () => {
  it('answers every notification on by default', async () => {
    const res = await ada.get(`${PATH}?userId=${idOf(ada)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      emailNotification: true,
      summaryEmailNotification: true,
      pushNotification: true,
      emailWithoutContent: true,
      timeZone: null,
    });
  });

  it('changes only the switches sent, and keeps them', async () => {
    const off = await ada.patch(PATH, { userId: idOf(ada), summaryEmailNotification: false });
    expect(off.body.data).toMatchObject({
      emailNotification: true,
      summaryEmailNotification: false,
      pushNotification: true,
    });
    const push = await ada.patch(PATH, { userId: idOf(ada), modifiedBy: idOf(ada), pushNotification: 'false' });
    expect(push.body.data).toMatchObject({
      emailNotification: true,
      summaryEmailNotification: false,
      pushNotification: false,
    });
    expect((await ada.get(`${PATH}?userId=${idOf(ada)}`)).body.data).toEqual(push.body.data);
    expect((await bob.get(`${PATH}?userId=${idOf(bob)}`)).body.data.pushNotification).toBe(true);
  });

  it('refuses strangers and bad values', async () => {
    expect((await anonymous(server.url).get(`${PATH}?userId=${idOf(ada)}`)).status).toBe(401);
    expect((await anonymous(server.url).patch(PATH, { userId: idOf(ada), pushNotification: true })).status).toBe(401);
    expect((await bob.get(`${PATH}?userId=${idOf(ada)}`)).status).toBe(403);
    expect((await bob.patch(PATH, { userId: idOf(ada), pushNotification: false })).status).toBe(403);
    expect((await ada.get(`${PATH}?userId=${idOf(ada)}`)).body.data.pushNotification).toBe(false);
    expect((await ada.patch(PATH, { userId: idOf(ada), pushNotification: 'maybe' })).status).toBe(400);
    expect((await ada.get(PATH)).status).toBe(400);
  });
});
