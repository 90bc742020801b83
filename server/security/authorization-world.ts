import { signUp, type TestClient } from '../testing/api-client';
import type { TestServer } from '../testing/test-server';
import { assistantOf, subscribe } from '../features/assistant/testing';
import { uploadContacts } from '../features/contacts/testing';
import { makePdf, uploadContent } from '../features/esign/testing';
import { applyTo, postJob } from '../features/jobs/testing';
import { uploadKnowledge } from '../features/knowledge/testing';
import { connect, createGroup, createPost } from '../features/posts/testing';

/**
 * The columns of the authorization matrix, each a signed-in caller standing in one relation
 * to the owner's resources:
 * - owner: made every resource below (the group's creator, the post's author, the job's poster ...);
 * - admin: an admin of the owner's group who is not its creator, and no relation to the rest;
 * - member: the other side (the owner's relationship, a group member, the post's addressee,
 *   the job's applicant, a meeting's invitee);
 * - stranger: signed in, no relation to anything of the owner's.
 */
export const ROLES = ['stranger', 'member', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export type World = {
  server: TestServer;
  as: Record<Role, TestClient>;
  id: Record<Role, string>;
  pairingId: string;
  groupId: string;
  /** The owner's post in the group. */
  groupPostId: string;
  /** Another post of the owner's in the group, never pinned (to be marked unread). */
  unreadPostId: string;
  /** The owner's post shared with the member only. */
  privatePostId: string;
  /** The owner's chat message in the relationship. */
  chatPostId: string;
  /** The owner's comment under the private post. */
  commentId: string;
  /** The owner's meeting with the member. */
  meetingPostId: string;
  jobId: string;
  /** The applicant (member) workspace group of the job. */
  applicantGroupId: string;
  contentId: string;
  knowledgeFileId: string;
  importId: string;
  invitationId: string;
  assistantId: string;
  /** A notification of the owner's. */
  notificationId: string;
  /** Makes a fresh post of the owner's shared with the member (for calls that delete or change it). */
  freshPost: () => Promise<string>;
};

const idOf = (client: TestClient) => client.user?.id as string;

export async function buildWorld(server: TestServer): Promise<World> {
  const [owner, admin, member, stranger] = await Promise.all([
    signUp(server.url, { firstName: 'Olive', lastName: 'Owner' }),
    signUp(server.url, { firstName: 'Adam', lastName: 'Admin' }),
    signUp(server.url, { firstName: 'Mia', lastName: 'Member' }),
    signUp(server.url, { firstName: 'Sam', lastName: 'Stranger' }),
  ]);
  const as = { owner, admin, member, stranger };
  const id = { owner: idOf(owner), admin: idOf(admin), member: idOf(member), stranger: idOf(stranger) };
  const pairingId = await connect(owner, member);
  const groupId = await createGroup(owner, [member, admin]);
  // The admin column is a member promoted by a direct write: the spec has no call that makes
  // a group member an admin (spec 1 lists create, add, remove and leave; the members list
  // shows an Admin badge and a Manage entry, but no role change), and the app has none. Only a
  // group's creator (POST /api/group) and a job's owner in an applicant workspace are admins
  // through the API, and both are the owner here. The row is what such a call would write.
  await server.services.db
    .updateTable('group_member')
    .set({ role: 'admin' })
    .where('groupId', '=', groupId)
    .where('userId', '=', id.admin)
    .execute();
  const groupPostId = await createPost(owner, { visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
  const unreadPostId = await createPost(owner, { visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
  const freshPost = () => createPost(owner, { visibility: 'SPECIFIC_PEOPLE', usersToShareWith: [id.member] });
  const privatePostId = await freshPost();
  const chatPostId = await createPost(owner, {
    type: 'chat',
    status: 'published',
    visibility: 'private',
    content: 'Hi there',
    usersToShareWith: [pairingId],
  });
  const comment = await owner.post('/api/comment', {
    createdBy: id.owner,
    message: 'A comment',
    entityId: privatePostId,
    entityName: 'Post',
  });
  const meetingPostId = await createPost(owner, { type: 'Meeting', usersToShareWith: [id.member] });
  const jobId = await postJob(owner);
  const applicantGroupId = await applyTo(member, jobId);
  const content = await uploadContent(server, owner, 'Agreement.pdf', await makePdf(1));
  const knowledge = await uploadKnowledge(owner, 'notes.txt', 'Olive sells trust.');
  const imported = await uploadContacts(owner, {
    name: 'contacts.csv',
    content: 'Email,First Name,Last Name\r\nzed@example.test,Zed,Zero\r\n',
  });
  const invited = await owner.post('/api/user/invite', {
    senderUserId: id.owner,
    invitationMessage: 'Join me',
    nonRegisteredUsers: [{ email: 'invitee-matrix@example.test' }],
  });
  const sent = await owner.get('/api/invitations/sent');
  // AI Pro (self-hosted checkout) for the owner, whose assistant the cases switch on.
  await subscribe(owner);
  // The member's comment on the owner's post tells the owner.
  await member.post('/api/comment', {
    createdBy: id.member,
    message: 'Nice',
    entityId: privatePostId,
    entityName: 'Post',
  });
  const notifications = await owner.get('/api/notifications');
  const world: World = {
    server,
    as,
    id,
    pairingId,
    groupId,
    groupPostId,
    unreadPostId,
    privatePostId,
    chatPostId,
    commentId: comment.body.data?.commentId,
    meetingPostId,
    jobId,
    applicantGroupId,
    contentId: content.body.data?.contentId,
    knowledgeFileId: knowledge.body.data?.fileId,
    importId: imported.body.data?.importId,
    invitationId: sent.body.data?.results?.[0]?.invitationId,
    assistantId: (await assistantOf(owner)).assistantId,
    notificationId: notifications.body.data?.results?.[0]?.notificationId,
    freshPost,
  };
  const missing = Object.entries(world).filter(([, value]) => value === undefined || value === null);
  if (missing.length)
    throw new Error(
      `world: no ${missing.map(([k]) => k).join(', ')} (${JSON.stringify({ invited: invited.body, imported: imported.body })})`,
    );
  return world;
}
