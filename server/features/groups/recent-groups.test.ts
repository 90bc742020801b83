import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup } from '../posts/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('GET /api/user/groups/recent (spec 3 §7)', () => {
  it('lists the actor’s groups, most recently active first, paged, in the envelope', async () => {
    const [ada, bob, cy] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const first = await createGroup(ada, [bob]);
    const second = await createGroup(bob, [ada, cy]);
    await createGroup(bob, [cy]);

    const res = await ada.get(`/api/user/groups/recent?userId=${ada.user?.id}&limit=5&orderby=lastActivityAt%20DESC`);
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.results.map((g: { groupId: string }) => g.groupId)).toEqual([second, first]);
    expect(res.body.data.results[0]).toMatchObject({ memberCount: 3, isAdmin: false });

    const paged = await ada.get(`/api/user/groups/recent?userId=${ada.user?.id}&limit=1&skip=1`);
    expect(paged.body.data.results.map((g: { groupId: string }) => g.groupId)).toEqual([first]);
  });

  it('refuses a stranger: signed out 401, another user’s id 403, bad input 400', async () => {
    const [ada, eve] = await Promise.all([signUp(server.url), signUp(server.url)]);
    expect((await anonymous(server.url).get(`/api/user/groups/recent?userId=${ada.user?.id}`)).status).toBe(401);
    const spoofed = await eve.get(`/api/user/groups/recent?userId=${ada.user?.id}`);
    expect(spoofed.status).toBe(403);
    expect(spoofed.body.isSuccess).toBe(false);
    expect((await ada.get('/api/user/groups/recent')).status).toBe(400);
    expect((await ada.get(`/api/user/groups/recent?userId=${ada.user?.id}&limit=x`)).status).toBe(400);
  });
});

describe('GET /api/user/connectionsAndGroups/count (spec 2 §7)', () => {
  it('counts connected relationships (not pending requests) and groups', async () => {
    const [ada, bob, cy, dee] = await Promise.all([
      signUp(server.url),
      signUp(server.url),
      signUp(server.url),
      signUp(server.url),
    ]);
    const url = `/api/user/connectionsAndGroups/count?userId=${ada.user?.id}`;
    expect((await ada.get(url)).body).toEqual({ isSuccess: true, data: { connectionsCount: 0, groupsCount: 0 } });

    await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id });
    await bob.post('/api/user/connect', { userId: bob.user?.id, connectWithUserId: ada.user?.id });
    await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: cy.user?.id });
    await createGroup(dee, [ada]);
    expect((await ada.get(url)).body.data).toEqual({ connectionsCount: 1, groupsCount: 1 });
  });

  it('refuses a stranger: signed out 401, another user’s id 403', async () => {
    const [ada, eve] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const url = `/api/user/connectionsAndGroups/count?userId=${ada.user?.id}`;
    expect((await anonymous(server.url).get(url)).status).toBe(401);
    expect((await eve.get(url)).status).toBe(403);
    expect((await ada.get('/api/user/connectionsAndGroups/count')).status).toBe(400);
  });
});
