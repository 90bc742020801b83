import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupEvents } from '@shared/api/groups';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../realtime/testing/socket-client';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect } from '../posts/testing';

let server: TestServer;
const sockets: TestSocket[] = [];
const person = () => signUp(server.url);
/** The members are the creator's relationships, so they are added directly (membership by consent). */
const createGroup = async (creator: TestClient, members: TestClient[], name = 'Deal room') => {
  for (const member of members) await connect(creator, member);
  return (
    await creator.post('/api/group', { name, createdBy: creator.user?.id, members: members.map((m) => m.user?.id) })
  ).body.data.groupId as string;
};
const unread = async (viewer: TestClient) =>
  (await viewer.get(`/api/group/user/unread?userId=${viewer.user?.id}&limit=-1`)).body.data;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

describe('GET /api/groups', () => {
  it('lists the actor’s groups newest activity first, with member counts and unread flags', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const first = await createGroup(ada, [bob], 'First');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createGroup(bob, [], 'Second');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await bob.post('/api/group/members', { groupId: second, userIds: [ada.user?.id], addedBy: bob.user?.id });

    const res = await ada.get('/api/groups?skip=0&limit=20');
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ groupId: second, name: 'Second', memberCount: 2, isAdmin: false, unread: true }),
      expect.objectContaining({ groupId: first, name: 'First', memberCount: 2, isAdmin: true, unread: false }),
    ]);
    const page = await ada.get('/api/groups?skip=1&limit=1');
    expect(page.body.data.results.map((g: { groupId: string }) => g.groupId)).toEqual([first]);
    expect((await anonymous(server.url).get('/api/groups')).status).toBe(401);
  });
});

describe('group last viewed and unread', () => {
  it('marks a group unread for posts by others after the member’s last view', async () => {
    const [ada, bob, eve] = await Promise.all([person(), person(), person()]);
    const groupId = await createGroup(ada, [bob]);
    expect((await unread(ada)).count).toBe(0);
    expect((await unread(bob)).results).toEqual([{ groupId }]);
    const before = await bob.get(`/api/group/lastViewed?groupId=${groupId}&userId=${bob.user?.id}`);
    expect(before.body.data).toEqual({ lastActivityAt: expect.any(String), timestamp: null });
    const viewed = await bob.post('/api/group/lastViewed', { groupId, userId: bob.user?.id });
    expect(viewed.body.data.timestamp).toEqual(expect.any(String));
    expect((await unread(bob)).count).toBe(0);

    expect((await eve.get(`/api/group/lastViewed?groupId=${groupId}&userId=${eve.user?.id}`)).status).toBe(403);
    expect((await eve.get(`/api/group/lastViewed?groupId=${groupId}&userId=${bob.user?.id}`)).status).toBe(403);
    expect((await eve.post('/api/group/lastViewed', { groupId, userId: eve.user?.id })).status).toBe(403);
    expect((await eve.get(`/api/group/user/unread?userId=${bob.user?.id}&limit=-1`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/group/user/unread?userId=${bob.user?.id}`)).status).toBe(401);
  });
});

describe('GET /api/group/users', () => {
  it('finds the group whose members are exactly the given people plus the actor', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const pair = await createGroup(ada, [bob]);
    const trio = await createGroup(ada, [bob, cleo]);
    const ask = (viewer: TestClient, ids: (string | undefined)[]) =>
      viewer.get(`/api/group/users?${ids.map((id) => `userIds[]=${id}`).join('&')}`);
    const none = { results: [], count: 0 };
    expect((await ask(ada, [bob.user?.id])).body.data).toEqual({
      results: [{ groupId: pair, name: 'Deal room' }],
      count: 1,
    });
    expect((await ask(ada, [bob.user?.id, cleo.user?.id])).body.data.results[0].groupId).toBe(trio);
    expect((await ask(bob, [ada.user?.id, cleo.user?.id])).body.data.results[0].groupId).toBe(trio);
    expect((await ask(ada, [cleo.user?.id])).body.data).toEqual(none);
    const outsider = await person();
    expect((await ask(outsider, [ada.user?.id, bob.user?.id])).body.data).toEqual(none);
    expect((await anonymous(server.url).get(`/api/group/users?userIds[]=${bob.user?.id}`)).status).toBe(401);
  });
});

describe('group events', () => {
  it('tells members when a group is created, members are added and someone is removed', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    const cleoSocket = await TestSocket.connect(server.url, { token: cleo.token });
    sockets.push(bobSocket, cleoSocket);

    const groupId = await createGroup(ada, [bob]);
    const created = await bobSocket.event(channel.user(bob.user?.id as string), groupEvents.created);
    expect(created.data).toEqual({ groupId, name: 'Deal room', createdBy: ada.user?.id });
    await bobSocket.system('channel.granted', channel.group(groupId));

    await connect(ada, cleo);
    await ada.post('/api/group/members', { groupId, userIds: [cleo.user?.id], addedBy: ada.user?.id });
    const added = await bobSocket.event(channel.group(groupId), groupEvents.membersAdded);
    expect(added.data).toEqual({ groupId, addedBy: ada.user?.id, userIds: [cleo.user?.id] });
    await cleoSocket.event(channel.user(cleo.user?.id as string), groupEvents.membersAdded);
    await cleoSocket.system('channel.granted', channel.group(groupId));

    await ada.delete('/api/group/member', { groupId, userId: cleo.user?.id });
    const removed = await bobSocket.event(channel.group(groupId), groupEvents.memberRemoved);
    expect(removed.data).toMatchObject({ groupId, userId: cleo.user?.id, removedBy: ada.user?.id, left: false });
    await cleoSocket.event(channel.user(cleo.user?.id as string), groupEvents.memberRemoved);
    await cleoSocket.system('channel.revoked', channel.group(groupId));
  });
});
