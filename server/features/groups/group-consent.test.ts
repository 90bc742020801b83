import { groupEvents } from '@shared/api/groups';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createPost } from '../posts/testing';

let server: TestServer;
const sockets: TestSocket[] = [];
const person = (firstName: string) => signUp(server.url, { firstName, lastName: 'Test' });
/** Notification jobs run when the test says so. */
const runJobs = async () => {
  for (let i = 0; i < 5; i++) if (!(await server.services.queue.runDueOnce?.())) break;
};
const create = (creator: TestClient, members: TestClient[], extra: Record<string, unknown> = {}) =>
  creator.post('/api/group', {
    name: 'Deal room',
    createdBy: creator.user?.id,
    members: members.map((m) => m.user?.id),
    nonRegisteredUsers: [],
    ...extra,
  });
const invitationsOf = async (client: TestClient) => (await client.get('/api/group/invitations')).body.data;
const notificationsOf = async (client: TestClient) =>
  (await client.get('/api/notifications?skip=0&limit=50')).body.data.results.map((n: { kind: string }) => n.kind);

/** Everything of the group the person could see: nothing at all for a non-member. */
async function seesGroup(client: TestClient, groupId: string) {
  const [details, posts, members, mine] = await Promise.all([
    client.get(`/api/group/id?groupId=${groupId}`),
    client.get(`/api/group/posts?groupId=${groupId}`),
    client.get(`/api/group/members?groupId=${groupId}`),
    client.get('/api/groups'),
  ]);
  const listed = mine.body.data.results.some((g: { groupId: string }) => g.groupId === groupId);
  return { details: details.status, posts: posts.status, members: members.status, listed };
}

beforeAll(async () => {
  server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0' } });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

describe('membership by consent', () => {
  it('invites a stranger, who sees nothing of the group until accepting, then its posts', async () => {
    const [ada, cleo] = await Promise.all([person('Ada'), person('Cleo')]);
    const cleoSocket = await TestSocket.connect(server.url, { token: cleo.token });
    sockets.push(cleoSocket);
    const created = await create(ada, [cleo]);
    expect(created.status).toBe(200);
    const { groupId } = created.body.data;
    expect(created.body.data.invitedUserIds).toEqual([cleo.user?.id]);
    const postId = await createPost(ada, { visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
    await runJobs();

    expect(await seesGroup(cleo, groupId)).toEqual({ details: 403, posts: 403, members: 403, listed: false });
    expect(await notificationsOf(cleo)).toEqual([]);
    expect((await cleoSocket.event(channel.user(cleo.user?.id as string), groupEvents.invited)).data).toEqual({
      groupId,
    });
    const invitations = await invitationsOf(cleo);
    expect(invitations.results).toMatchObject([
      { groupId, groupName: 'Deal room', invitedBy: { userId: ada.user?.id, firstName: 'Ada', lastName: 'Test' } },
    ]);

    const accepted = await cleo.post('/api/group/invitation/accept', {
      invitationId: invitations.results[0].invitationId,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ groupId });
    expect(await seesGroup(cleo, groupId)).toEqual({ details: 200, posts: 200, members: 200, listed: true });
    const timeline = (await cleo.get(`/api/group/posts?groupId=${groupId}`)).body.data;
    expect(JSON.stringify(timeline)).toContain(postId);
    expect((await invitationsOf(cleo)).count).toBe(0);
  });

  it('a declined invitation leaves nothing: no group, no invitation, no notification', async () => {
    const [ada, cleo] = await Promise.all([person('Ada'), person('Cleo')]);
    const { groupId } = (await create(ada, [cleo])).body.data;
    await createPost(ada, { visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
    const [invitation] = (await invitationsOf(cleo)).results;
    const declined = await cleo.post('/api/group/invitation/decline', { invitationId: invitation.invitationId });
    expect(declined.status).toBe(200);
    await runJobs();
    expect(await seesGroup(cleo, groupId)).toEqual({ details: 403, posts: 403, members: 403, listed: false });
    expect((await invitationsOf(cleo)).count).toBe(0);
    expect(await notificationsOf(cleo)).toEqual([]);
    const again = await cleo.post('/api/group/invitation/accept', { invitationId: invitation.invitationId });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ isSuccess: false, message: messages.groups.invitationGone });
  });

  it('adds relationships directly and invites the rest, at creation, later, and by a member’s address', async () => {
    const [ada, bob, cleo, dan, eve] = await Promise.all([
      person('Ada'),
      person('Bob'),
      person('Cleo'),
      person('Dan'),
      person('Eve'),
    ]);
    await connect(ada, bob);
    const created = await create(ada, [bob], { nonRegisteredUsers: [{ email: cleo.user?.email }] });
    const { groupId } = created.body.data;
    expect(created.body.data.invitedUserIds).toEqual([cleo.user?.id]);
    expect((await seesGroup(bob, groupId)).details).toBe(200);
    expect((await seesGroup(cleo, groupId)).details).toBe(403);

    await connect(ada, dan);
    const added = await ada.post('/api/group/members', {
      groupId,
      userIds: [dan.user?.id, eve.user?.id],
      addedBy: ada.user?.id,
    });
    expect(added.body.data).toEqual({ groupId, userIds: [dan.user?.id], invitedUserIds: [eve.user?.id] });
    expect((await seesGroup(dan, groupId)).details).toBe(200);
    expect((await seesGroup(eve, groupId)).details).toBe(403);
    expect((await invitationsOf(eve)).count).toBe(1);
    await runJobs();
    expect(await notificationsOf(eve)).toEqual([]);
    expect(await notificationsOf(dan)).toContain('groupAdded');
  });

  it('nobody else can see or answer an invitation, and it lapses when its sender leaves', async () => {
    const [ada, cleo, sam] = await Promise.all([person('Ada'), person('Cleo'), person('Sam')]);
    const { groupId } = (await create(ada, [cleo, sam])).body.data;
    const [invitation] = (await invitationsOf(cleo)).results;
    for (const path of ['/api/group/invitation/accept', '/api/group/invitation/decline'])
      expect((await sam.post(path, { invitationId: invitation.invitationId })).status).toBe(404);
    expect((await invitationsOf(sam)).results.map((i: { groupId: string }) => i.groupId)).toEqual([groupId]);
    expect((await cleo.post('/api/group/invitation/accept', { invitationId: 'nope' })).status).toBe(404);
    expect((await cleo.post('/api/group/invitation/accept', {})).status).toBe(400);

    // Ada leaves: her group is deleted with its invitations (she was its only member).
    await ada.delete('/api/group/member', { groupId, userId: ada.user?.id });
    expect((await invitationsOf(cleo)).count).toBe(0);
  });
});
