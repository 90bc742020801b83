import type { TestClient } from '../../testing/api-client';
import { acceptGroupInvitations } from '../../testing/group-invitations';

/** Factories for post tests: relationships, groups and posts made through the real API. */
export async function connect(a: TestClient, b: TestClient): Promise<string> {
  const asked = await a.post('/api/user/connect', { userId: a.user?.id, connectWithUserId: b.user?.id });
  await b.post('/api/user/connect', { userId: b.user?.id, connectWithUserId: a.user?.id });
  return asked.body.data.pairingId as string;
}

export async function createGroup(creator: TestClient, members: TestClient[]): Promise<string> {
  const res = await creator.post('/api/group', {
    name: 'Deal room',
    createdBy: creator.user?.id,
    members: members.map((m) => m.user?.id),
    nonRegisteredUsers: [],
  });
  if (res.status !== 200) throw new Error(`group: ${res.status} ${JSON.stringify(res.body)}`);
  // Members who are not the creator's relationships join by accepting (membership by consent).
  await acceptGroupInvitations(res.body.data.groupId, members);
  return res.body.data.groupId as string;
}

export async function createPost(
  author: TestClient,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await author.post(
    '/api/post',
    { createdBy: author.user?.id, content: 'Hello', title: 'Post', type: 'Post', ...extra },
    headers,
  );
  if (res.status !== 200) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.postId as string;
}

/** The ids of a timeline answer, in order. */
export function idsOf(res: { body: { data: { results: { postId: string }[] } } }): string[] {
  return res.body.data.results.map((p) => p.postId);
}
