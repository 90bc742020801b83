import {
  type CreatePostBody,
  DEFAULT_VISIBILITY,
  NEVER_PUBLIC_TYPES,
  VISIBILITY_TYPES,
  type VisibilityType,
} from '@shared/api/posts';
import { messages } from '@shared/messages';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { JobApplicantTable } from '../../db/schema';
import { Invalid, NotAllowed } from '../../errors';

export type Audience = {
  visibility: VisibilityType;
  groupId: string | null;
  pairingId: string | null;
  userIds: string[];
  invitees: string[];
  /** The author's application when the group is their job workspace (features/jobs). */
  application?: WorkspaceApplication;
};

export type WorkspaceApplication = { status: JobApplicantTable['status']; aiEnabled: boolean };

/**
 * The author's membership of the group a post goes to, with their application when the group is
 * their job workspace: every group post and chat runs it, so the post's transaction asks the jobs
 * and assistant rules (an UPDATE and a join) only in an applicant's own workspace.
 */
const groupMember = compiledOnce((db, groupId: string, userId: string) =>
  db
    .selectFrom('group_member')
    .leftJoin('job_applicant', (join) =>
      join
        .onRef('job_applicant.groupId', '=', 'group_member.groupId')
        .onRef('job_applicant.userId', '=', 'group_member.userId'),
    )
    .select(['group_member.userId', 'job_applicant.status', 'job_applicant.aiEnabled'])
    .where('group_member.groupId', '=', groupId)
    .where('group_member.userId', '=', userId),
);

const isVisibility = (value: unknown): value is VisibilityType =>
  typeof value === 'string' && (VISIBILITY_TYPES as readonly string[]).includes(value);

/** The visibility the composer asked for: the visibilityType meta entry, the field, or PUBLIC. */
function requestedVisibility(body: CreatePostBody): VisibilityType {
  for (const entry of body.postMeta) {
    if (entry.name !== 'visibilityType' && entry.name !== 'visibility') continue;
    const value = typeof entry.value === 'string' ? parseJson(entry.value) : entry.value;
    const type = (value as { type?: unknown } | null)?.type ?? value;
    if (isVisibility(type)) return type;
  }
  if (isVisibility(body.visibility)) return body.visibility;
  if (body.shareWithAllOfMyRelationships) return 'ALL_OF_MY_RELATIONSHIPS';
  return DEFAULT_VISIBILITY;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Where a new post goes and who may see it. A group target makes it COLLABORATION_GROUP
 * (the author must be a member); a relationship (its pairing id, or the one person named)
 * makes it a pairing post; named people make it SPECIFIC_PEOPLE. Invited e-mails of members
 * join the named people; the rest are kept as invitees.
 */
export async function resolveAudience(db: Db, authorId: string, body: CreatePostBody): Promise<Audience> {
  const invitedEmails = [...new Set(body.nonRegisteredUsers.map((u) => u.email.toLowerCase()))];
  const groupId = body.groupsToShareWith[0];
  if (groupId) {
    const [member] = await groupMember(db, groupId, authorId);
    return groupAudience(groupId, member, invitedEmails);
  }

  const ids = [...new Set(body.usersToShareWith)].filter((id) => id !== authorId);
  if (body.type === 'chat') return chatAudience(db, authorId, ids, invitedEmails);
  const pairings = ids.length
    ? await db
        .selectFrom('pairing')
        .select(['id', 'userId1', 'userId2'])
        .where((eb) => eb.or([eb('userId1', '=', authorId), eb('userId2', '=', authorId)]))
        .where((eb) => eb.or([eb('id', 'in', ids), eb('userId1', 'in', ids), eb('userId2', 'in', ids)]))
        .execute()
    : [];
  const byPairingId = pairings.find((p) => ids.includes(p.id));
  const userIds = ids.filter((id) => !pairings.some((p) => p.id === id));
  const registered = invitedEmails.length
    ? await db.selectFrom('user').select(['id', 'email']).where('email', 'in', invitedEmails).execute()
    : [];
  const known = userIds.length ? await db.selectFrom('user').select('id').where('id', 'in', userIds).execute() : [];
  if (known.length !== userIds.length) throw new Invalid(messages.posts.badAudience);
  const named = [...new Set([...userIds, ...registered.map((r) => r.id)])].filter((id) => id !== authorId);
  const invitees = invitedEmails.filter((email) => !registered.some((r) => r.email.toLowerCase() === email));

  const single = named.length === 1 && !invitees.length ? named[0] : undefined;
  const pairing =
    byPairingId ?? (single ? pairings.find((p) => p.userId1 === single || p.userId2 === single) : undefined);
  if (pairing) {
    const other = pairing.userId1 === authorId ? pairing.userId2 : pairing.userId1;
    return { visibility: 'SPECIFIC_PEOPLE', groupId: null, pairingId: pairing.id, userIds: [other], invitees };
  }
  if (named.length || invitees.length)
    return { visibility: 'SPECIFIC_PEOPLE', groupId: null, pairingId: null, userIds: named, invitees };

  const visibility = requestedVisibility(body);
  if (visibility === 'COLLABORATION_GROUP') throw new Invalid(messages.posts.badAudience);
  if (visibility === 'PUBLIC' && NEVER_PUBLIC_TYPES.includes(body.type)) throw new Invalid(messages.posts.neverPublic);
  return { visibility, groupId: null, pairingId: null, userIds: [], invitees: [] };
}

/**
 * A chat message goes to one of the author's relationships (its pairing id, or the other
 * person's id) or to a group (above): never a free post. Someone else's pairing, or a person
 * the author is not connected with, is refused like a stranger's group (403).
 */
async function chatAudience(db: Db, authorId: string, ids: string[], invitees: string[]): Promise<Audience> {
  const [id] = ids;
  if (ids.length !== 1 || !id || invitees.length) throw new Invalid(messages.posts.chatNeedsTarget);
  const pairing = await db
    .selectFrom('pairing')
    .select(['id', 'userId1', 'userId2'])
    .where('status', '=', 'connected')
    .where((eb) => eb.or([eb('userId1', '=', authorId), eb('userId2', '=', authorId)]))
    .where((eb) => eb.or([eb('id', '=', id), eb('userId1', '=', id), eb('userId2', '=', id)]))
    .executeTakeFirst();
  return pairingAudience(authorId, pairing);
}

/** A group post's audience: the author must be a member (their row, with their application if any). */
export function groupAudience(
  groupId: string,
  member: { status: JobApplicantTable['status'] | null; aiEnabled: number | boolean | null } | undefined,
  invitees: string[],
): Audience {
  if (!member) throw new NotAllowed(messages.posts.badAudience);
  const audience: Audience = { visibility: 'COLLABORATION_GROUP', groupId, pairingId: null, userIds: [], invitees };
  if (member.status) audience.application = { status: member.status, aiEnabled: Number(member.aiEnabled) === 1 };
  return audience;
}

type PairingRow = { id: string; userId1: string; userId2: string };

/** Whether a connected pairing is the one a chat to `id` (a pairing id or the other person's) from `authorId` means. */
export const pairingMatches = (pairing: PairingRow, authorId: string, id: string) =>
  (pairing.userId1 === authorId || pairing.userId2 === authorId) &&
  (pairing.id === id || pairing.userId1 === id || pairing.userId2 === id);

/** A chat message's audience in a relationship: the author's connected pairing, else refused like a stranger's group. */
export function pairingAudience(authorId: string, pairing: PairingRow | undefined): Audience {
  if (!pairing) throw new NotAllowed(messages.posts.badAudience);
  const other = pairing.userId1 === authorId ? pairing.userId2 : pairing.userId1;
  return { visibility: 'SPECIFIC_PEOPLE', groupId: null, pairingId: pairing.id, userIds: [other], invitees: [] };
}
