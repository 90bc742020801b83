import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { GROUP_POST_MEMBERS_CARRIED } from '@shared/rules';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect } from '../posts/testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });
/** The members are the creator's relationships, so they are added directly (membership by consent). */
const createGroup = async (creator: TestClient, members: TestClient[], extra: Record<string, unknown> = {}) => {
  for (const member of members) await connect(creator, member);
  return creator.post('/api/group', {
    name: 'Deal room',
    createdBy: creator.user?.id,
    members: members.map((m) => m.user?.id),
    nonRegisteredUsers: [],
    ...extra,
  });
};
const membersOf = async (viewer: TestClient, groupId: string) =>
  (await viewer.get(`/api/group/members?groupId=${groupId}&limit=-1`)).body.data;
const removeMember = (actor: TestClient, groupId: string, userId: string | undefined) =>
  actor.delete('/api/group/member', { groupId, userId });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('POST /api/group', () => {
  it('creates the group with the creator as admin, the members, a post and e-mailed invitations', async () => {
    const [ada, bob, cleo] = await Promise.all([person('Ada'), person('Bob'), person('Cleo')]);
    const outsider = `outsider-${Date.now()}@example.test`;
    await connect(ada, cleo);
    const res = await createGroup(ada, [bob], {
      nonRegisteredUsers: [{ email: outsider }, { email: cleo.user?.email }],
    });
    expect(res.status).toBe(200);
    const { groupId } = res.body.data;
    // The answer is the created group, as GET /api/group/id shows it, and whom it invited
    // rather than added: nobody here, as Bob and Cleo are Ada's relationships.
    const { invitedUserIds, ...details } = res.body.data;
    expect(details).toEqual((await ada.get(`/api/group/id?groupId=${groupId}`)).body.data);
    expect(invitedUserIds).toEqual([]);
    expect(res.body.data).toMatchObject({ name: 'Deal room', createdBy: ada.user?.id, membersCount: 3, isAdmin: true });
    const members = await membersOf(bob, groupId);
    expect(members.count).toBe(3);
    const roles = Object.fromEntries(members.results.map((m: { userId: string; role: string }) => [m.userId, m.role]));
    expect(roles).toEqual({
      [ada.user?.id as string]: 'admin',
      [bob.user?.id as string]: 'member',
      [cleo.user?.id as string]: 'member',
    });
    const post = await server.services.db
      .selectFrom('post')
      .selectAll()
      .where('groupId', '=', groupId)
      .executeTakeFirst();
    expect(post).toMatchObject({ type: 'groupCreated', visibility: 'COLLABORATION_GROUP', createdBy: ada.user?.id });
    const mail = await anonymous(server.url).get(`/dev/mail?format=json&to=${encodeURIComponent(outsider)}`);
    expect(mail.body.data.results).toHaveLength(1);
    expect(mail.body.data.results[0].subject).toContain('Deal room');
  });

  it('answers the spec’s texts for names out of 3 to 250 characters, and refuses strangers', async () => {
    const ada = await person();
    const short = await ada.post('/api/group', { name: ' ab ', createdBy: ada.user?.id, members: [] });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.groups.nameTooShort);
    const long = await ada.post('/api/group', { name: 'x'.repeat(251), createdBy: ada.user?.id, members: [] });
    expect(long.body.message).toBe(messages.groups.nameTooLong);
    expect((await ada.post('/api/group', { name: 'x'.repeat(250), createdBy: ada.user?.id })).status).toBe(200);
    const bob = await person();
    expect((await createGroup(bob, [], { createdBy: ada.user?.id })).status).toBe(403);
    expect(
      (await anonymous(server.url).post('/api/group', { name: 'Deal room', createdBy: ada.user?.id })).status,
    ).toBe(401);
    const unknown = await createGroup(ada, [], { members: ['no-such-user'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messages.people.userNotFound);
  });
});

describe('GET /api/group/members and /api/group/id', () => {
  it('lists members with their company to members only', async () => {
    const [ada, bob, eve] = await Promise.all([person('Ada'), person('Bob'), person('Eve')]);
    const now = new Date().toISOString();
    await server.services.db
      .insertInto('company')
      .values({
        id: `c-${bob.user?.id}`,
        userId: bob.user?.id as string,
        name: 'Acme',
        title: 'Buyer',
        website: null,
        description: null,
        logo: null,
        isCurrent: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const { groupId } = (await createGroup(ada, [bob])).body.data;
    const members = await membersOf(ada, groupId);
    const bobRow = members.results.find((m: { userId: string }) => m.userId === bob.user?.id);
    expect(bobRow).toMatchObject({ firstName: 'Bob', role: 'member', title: 'Buyer', company: 'Acme', email: null });
    const adaRow = members.results.find((m: { userId: string }) => m.userId === ada.user?.id);
    expect(adaRow).toMatchObject({ role: 'admin', email: ada.user?.email, title: null, company: null });

    const details = await bob.get(`/api/group/id?groupId=${groupId}`);
    expect(details.body.data).toMatchObject({
      groupId,
      name: 'Deal room',
      createdBy: ada.user?.id,
      membersCount: 2,
      isAdmin: false,
    });
    expect((await ada.get(`/api/group/id?groupId=${groupId}`)).body.data.isAdmin).toBe(true);

    expect((await eve.get(`/api/group/members?groupId=${groupId}&limit=-1`)).status).toBe(403);
    expect((await eve.get(`/api/group/id?groupId=${groupId}`)).status).toBe(403);
    expect((await eve.get('/api/group/id?groupId=no-such-group')).status).toBe(404);
    expect((await anonymous(server.url).get(`/api/group/members?groupId=${groupId}`)).status).toBe(401);
  });
});

describe('POST /api/group/members', () => {
  it('lets admins add members once, and refuses members, strangers and spoofed ids', async () => {
    const [ada, bob, cleo, dan] = await Promise.all([person(), person(), person(), person()]);
    const { groupId } = (await createGroup(ada, [bob])).body.data;
    const byMember = await bob.post('/api/group/members', { groupId, userIds: [cleo.user?.id], addedBy: bob.user?.id });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(messages.groups.adminsOnly);
    expect(
      (await dan.post('/api/group/members', { groupId, userIds: [dan.user?.id], addedBy: dan.user?.id })).status,
    ).toBe(403);
    expect(
      (await bob.post('/api/group/members', { groupId, userIds: [cleo.user?.id], addedBy: ada.user?.id })).status,
    ).toBe(403);
    await connect(ada, cleo);
    const add = { groupId, userIds: [cleo.user?.id, bob.user?.id], addedBy: ada.user?.id };
    expect((await ada.post('/api/group/members', add)).body.data).toEqual({
      groupId,
      userIds: [cleo.user?.id],
      invitedUserIds: [],
    });
    expect((await ada.post('/api/group/members', add)).body.data).toEqual({ groupId, userIds: [], invitedUserIds: [] });
    expect((await membersOf(cleo, groupId)).count).toBe(3);
    const posts = await server.services.db.selectFrom('post').select('type').where('groupId', '=', groupId).execute();
    expect(posts.map((p) => p.type).sort()).toEqual(['groupCreated', 'groupMembersAdded']);
    // Each group post carries the members it names, so a card asks for no member list.
    const timeline = await cleo.get(`/api/group/posts?groupId=${groupId}&skip=0&limit=15`);
    const named = Object.fromEntries(
      (timeline.body.data.results as { type: string; postMeta: { name: string; value: string }[] }[]).map((p) => [
        p.type,
        (JSON.parse(p.postMeta.find((m) => m.name === 'members')?.value ?? 'null') as { userId: string }[]).map(
          (m) => m.userId,
        ),
      ]),
    );
    expect(named).toEqual({
      groupCreated: [bob.user?.id, cleo.user?.id],
      groupMembersAdded: [cleo.user?.id],
    });
    expect((await anonymous(server.url).post('/api/group/members', add)).status).toBe(401);
  });
});

describe('a group post names its members', () => {
  it('carries the first few and their number: a big group adds no more to a page', async () => {
    const [ada, ...others] = await Promise.all(Array.from({ length: 8 }, () => person()));
    const { groupId } = (await createGroup(ada as TestClient, others)).body.data;
    const timeline = await (ada as TestClient).get(`/api/group/posts?groupId=${groupId}&skip=0&limit=15`);
    const meta = (timeline.body.data.results[0] as { postMeta: { name: string; value: string }[] }).postMeta;
    const value = (name: string) => JSON.parse(meta.find((m) => m.name === name)?.value ?? 'null');
    expect(value('members')).toHaveLength(GROUP_POST_MEMBERS_CARRIED);
    expect(value('membersTotal')).toBe(7);
  });
});

describe('DELETE /api/group/member', () => {
  it('lets anyone leave, only admins remove others, and hands admin to the longest-standing member', async () => {
    const [ada, bob, cleo, eve] = await Promise.all([person(), person(), person(), person()]);
    const { groupId } = (await createGroup(ada, [bob])).body.data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await connect(ada, cleo);
    await ada.post('/api/group/members', { groupId, userIds: [cleo.user?.id], addedBy: ada.user?.id });

    const byMember = await removeMember(bob, groupId, cleo.user?.id);
    expect(byMember.status).toBe(403);
    expect((await removeMember(eve, groupId, eve.user?.id)).status).toBe(403);
    expect((await removeMember(ada, groupId, eve.user?.id)).status).toBe(404);
    expect((await anonymous(server.url).delete('/api/group/member', { groupId, userId: bob.user?.id })).status).toBe(
      401,
    );

    const left = await removeMember(ada, groupId, ada.user?.id);
    expect(left.body.data).toEqual({
      groupId,
      userId: ada.user?.id,
      left: true,
      groupDeleted: false,
      newAdminId: bob.user?.id,
    });
    const removed = await removeMember(bob, groupId, cleo.user?.id);
    expect(removed.body.data).toMatchObject({ left: false, groupDeleted: false, newAdminId: null });
    expect((await membersOf(bob, groupId)).results.map((m: { userId: string }) => m.userId)).toEqual([bob.user?.id]);
    expect((await cleo.get(`/api/group/id?groupId=${groupId}`)).status).toBe(403);

    const last = await removeMember(bob, groupId, bob.user?.id);
    expect(last.body.data).toMatchObject({ left: true, groupDeleted: true });
    expect((await bob.get(`/api/group/id?groupId=${groupId}`)).status).toBe(404);
  });
});
