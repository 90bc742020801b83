import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { paged } from './export-format';
import { confirmedByEmail, verifiedEmailOf } from '../esign/linked';

type After = { createdAt: string; id: string } | null;

/** Keyset condition `(createdAt, id) > after` on a table's columns. */
function afterKey(table: string, after: After) {
  if (!after) return sql<boolean>`1 = 1`;
  const createdAt = sql.ref(`${table}.createdAt`);
  const id = sql.ref(`${table}.id`);
  return sql<boolean>`(${createdAt} > ${after.createdAt} or (${createdAt} = ${after.createdAt} and ${id} > ${after.id}))`;
}

/** Everything the user wrote as posts (chat messages included), oldest first, with where it went. */
export function ownPosts(db: Db, userId: string) {
  return paged((after, limit) =>
    db
      .selectFrom('post')
      .leftJoin('groups', 'groups.id', 'post.groupId')
      .select([
        'post.id',
        'post.type',
        'post.content',
        'post.visibility',
        'post.groupId',
        'groups.name as groupName',
        'post.pairingId',
        'post.createdAt',
        'post.updatedAt',
      ])
      .where('post.createdBy', '=', userId)
      .where('post.deletedAt', 'is', null)
      .where(afterKey('post', after))
      .orderBy('post.createdAt')
      .orderBy('post.id')
      .limit(limit)
      .execute(),
  );
}

/**
 * Messages addressed to the user: others' chat messages in the user's one-to-one
 * relationships (as Slack's and LinkedIn's exports include direct messages received).
 * Others' messages in groups are theirs and stay out.
 */
export function receivedMessages(db: Db, userId: string) {
  return paged((after, limit) =>
    db
      .selectFrom('post')
      .innerJoin('pairing', 'pairing.id', 'post.pairingId')
      .innerJoin('user as author', 'author.id', 'post.createdBy')
      .select([
        'post.id',
        'post.pairingId',
        'post.content',
        'post.createdAt',
        sql<string>`${sql.ref('author.firstName')} || ' ' || ${sql.ref('author.lastName')}`.as('from'),
      ])
      .where((eb) => eb.or([eb('pairing.userId1', '=', userId), eb('pairing.userId2', '=', userId)]))
      .where('post.type', '=', 'chat')
      .where('post.createdBy', '<>', userId)
      .where('post.deletedAt', 'is', null)
      .where(afterKey('post', after))
      .orderBy('post.createdAt')
      .orderBy('post.id')
      .limit(limit)
      .execute(),
  );
}

export function ownComments(db: Db, userId: string) {
  return paged((after, limit) =>
    db
      .selectFrom('comment')
      .select([
        'comment.id',
        'comment.postId',
        'comment.parentId',
        'comment.message',
        'comment.createdAt',
        'comment.updatedAt',
      ])
      .where('comment.createdBy', '=', userId)
      .where(afterKey('comment', after))
      .orderBy('comment.createdAt')
      .orderBy('comment.id')
      .limit(limit)
      .execute(),
  );
}

/** The user's profile: their own fields, links and companies. */
export async function profile(db: Db, userId: string) {
  const user = await db
    .selectFrom('user')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'headline',
      'bio',
      'profileAlias',
      'phone',
      'city',
      'state',
      'country',
      'meetingLink',
      'calendarLink',
      'createdAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const links = await db
    .selectFrom('user_link')
    .select(['title', 'url'])
    .where('userId', '=', userId)
    .orderBy('position')
    .execute();
  const companies = await db
    .selectFrom('company')
    .select(['name', 'title', 'website', 'description', 'isCurrent', 'createdAt'])
    .where('userId', '=', userId)
    .execute();
  return { ...user, links, companies };
}

/** Relationships and groups by name only: nothing of the other people beyond their names. */
export async function relationships(db: Db, userId: string) {
  const rows = await db
    .selectFrom('pairing')
    .innerJoin('user as other', (join) =>
      join.on(
        sql<boolean>`${sql.ref('other.id')} = case when ${sql.ref('pairing.userId1')} = ${userId} then ${sql.ref('pairing.userId2')} else ${sql.ref('pairing.userId1')} end`,
      ),
    )
    .select(['pairing.id as pairingId', 'pairing.status', 'pairing.connectedAt', 'other.firstName', 'other.lastName'])
    .where((eb) => eb.or([eb('pairing.userId1', '=', userId), eb('pairing.userId2', '=', userId)]))
    .where('other.userType', '=', 'user')
    .execute();
  const groups = await db
    .selectFrom('group_member')
    .innerJoin('groups', 'groups.id', 'group_member.groupId')
    .select(['groups.id as groupId', 'groups.name', 'group_member.role', 'group_member.joinedAt'])
    .where('group_member.userId', '=', userId)
    .execute();
  return {
    relationships: rows.map((r) => ({
      pairingId: r.pairingId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      status: r.status,
      connectedAt: r.connectedAt,
    })),
    groups,
  };
}

export async function jobs(db: Db, userId: string) {
  const posted = await db
    .selectFrom('job_posting')
    .selectAll()
    .where('createdBy', '=', userId)
    .orderBy('createdAt')
    .execute();
  const applications = await db
    .selectFrom('job_applicant')
    .innerJoin('job_posting', 'job_posting.id', 'job_applicant.jobId')
    .select([
      'job_applicant.jobId',
      'job_posting.title',
      'job_posting.companyName',
      'job_applicant.status',
      'job_applicant.createdAt',
      'job_applicant.submittedAt',
    ])
    .where('job_applicant.userId', '=', userId)
    .execute();
  return { posted, applications };
}

export async function megSettings(db: Db, userId: string) {
  const assistant = await db
    .selectFrom('assistant')
    .select([
      'purpose',
      'enabled',
      'role',
      'tone',
      'style',
      'userGender',
      'userValues',
      'status',
      'createdAt',
      'updatedAt',
    ])
    .where('ownerId', '=', userId)
    .executeTakeFirst();
  const perRelationship = await db
    .selectFrom('assistant_pairing_setting')
    .select(['pairingId', 'instructions', 'enabled', 'updatedAt'])
    .where('ownerId', '=', userId)
    .execute();
  return { assistant: assistant ?? null, perRelationship };
}

export async function notificationPreferences(db: Db, userId: string) {
  const preferences = await db
    .selectFrom('notification_preference')
    .select(['emailNotification', 'summaryEmailNotification', 'pushNotification', 'emailWithoutContent', 'timeZone'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const chat = await db
    .selectFrom('chat_setting')
    .select(['readReceipts'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { notifications: preferences ?? null, chat: chat ?? null };
}

/** Stored files to copy into the zip: the user's uploads, Meg's knowledge files, sealed e-sign PDFs. */
export type ExportFile = { key: string; name: string };

export async function uploadedFiles(db: Db, userId: string): Promise<ExportFile[]> {
  const attachments = await db
    .selectFrom('post_attachment')
    .innerJoin('post', 'post.id', 'post_attachment.postId')
    .select([
      'post_attachment.postId',
      'post_attachment.position',
      'post_attachment.filename',
      'post_attachment.filepath',
    ])
    .where('post.createdBy', '=', userId)
    .where('post.deletedAt', 'is', null)
    .execute();
  const knowledge = await db
    .selectFrom('knowledge_file')
    .select(['id', 'name', 'filepath'])
    .where('userId', '=', userId)
    .execute();
  // Sent, signed as a member, or signed by e-mail with the account's verified address (issue 37).
  const email = await verifiedEmailOf(db, userId);
  const sealed = await db
    .selectFrom('esign_content')
    .select(['id', 'filename', 'signedKey'])
    .where('signedKey', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('ownerId', '=', userId),
        eb('id', 'in', eb.selectFrom('esign_signer').select('contentId').where('userId', '=', userId)),
        ...(email ? [confirmedByEmail(eb, email)] : []),
      ]),
    )
    .execute();
  return [
    ...attachments.map((a) => ({ key: a.filepath, name: `files/posts/${a.postId}/${a.position}-${a.filename}` })),
    ...knowledge.map((k) => ({ key: k.filepath, name: `meg/knowledge/${k.id}-${k.name}` })),
    ...sealed.map((s) => ({
      key: s.signedKey as string,
      name: `esign/${s.id}-${s.filename.replace(/\.pdf$/i, '')}.pdf`,
    })),
  ];
}
