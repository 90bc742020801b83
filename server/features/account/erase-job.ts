import { userUploadPrefix } from '@shared/api/files';
import { type GroupMemberRemoved, groupEvents } from '@shared/api/groups';
import { DELETED_USER_STATUS } from '@shared/rules';
import { channel, events } from '@shared/realtime';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { forgetSessionsEverywhere } from '../../http/session';
import type { Services } from '../../services';
import { exportKey } from './export-service';

/** A group the erased user leaves, as DELETE /group/member tells its members. */
type GroupLeft = GroupMemberRemoved & { removedBy: string; name: string };

/** The tombstone's fields: the row stays so others' conversations keep an author, but says nothing. */
function tombstone(userId: string) {
  return {
    name: 'Deleted user',
    firstName: 'Deleted',
    lastName: 'user',
    email: `deleted-${userId}@deleted.invalid`,
    image: null,
    avatar: null,
    headline: null,
    bio: null,
    profileAlias: `deleted-${userId}`,
    phone: null,
    city: null,
    state: null,
    country: null,
    meetingLink: null,
    calendarLink: null,
    status: DELETED_USER_STATUS,
    updatedAt: new Date().toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * E-sign documents to remove with the account: the user's own that no one else holds a sealed
 * copy of. A completed document with another party stays whole (their copy and certificate).
 */
async function esignToRemove(db: Db, userId: string): Promise<string[]> {
  const owned = await db.selectFrom('esign_content').select(['id', 'state']).where('ownerId', '=', userId).execute();
  const ids: string[] = [];
  for (const content of owned) {
    const others = await db
      .selectFrom('esign_signer')
      .select('userId')
      .where('contentId', '=', content.id)
      .where('userId', '<>', userId)
      .executeTakeFirst();
    if (content.state !== 'completed' || !others) ids.push(content.id);
  }
  return ids;
}

async function deleteFolder(services: Services, prefix: string): Promise<void> {
  for await (const key of services.storage.list(prefix)) await services.storage.delete(key);
}

/**
 * Groups the user administers alone pass to their longest-standing member; empty ones go.
 * Answers each remaining group's `group.member.removed`, as leaving it would publish, so its
 * members' lists and admin badges follow without a reload.
 */
async function handOverGroups(trx: Db, userId: string): Promise<GroupLeft[]> {
  const memberships = await trx
    .selectFrom('group_member')
    .innerJoin('groups', 'groups.id', 'group_member.groupId')
    .select(['group_member.groupId', 'group_member.role', 'groups.name'])
    .where('group_member.userId', '=', userId)
    .execute();
  const left: GroupLeft[] = [];
  for (const { groupId, role, name } of memberships) {
    const next = await trx
      .selectFrom('group_member')
      .select(['userId', 'role'])
      .where('groupId', '=', groupId)
      .where('userId', '<>', userId)
      .orderBy('joinedAt')
      .orderBy('userId')
      .execute();
    if (next.length === 0) {
      await trx.deleteFrom('groups').where('id', '=', groupId).execute();
      continue;
    }
    const successor = next[0];
    const heir = role === 'admin' && successor && !next.some((m) => m.role === 'admin') ? successor.userId : null;
    if (heir)
      await trx
        .updateTable('group_member')
        .set({ role: 'admin' })
        .where('groupId', '=', groupId)
        .where('userId', '=', heir)
        .execute();
    left.push({ groupId, userId, left: true, groupDeleted: false, newAdminId: heir, removedBy: userId, name });
  }
  await trx.deleteFrom('group_member').where('userId', '=', userId).execute();
  return left;
}

/** Post meta that names the user beside their id (the signers of an e-sign post) names the label instead. */
async function renameInPostMeta(trx: Db, user: { id: string; firstName: string; lastName: string }) {
  const rows = await trx
    .selectFrom('post_meta')
    .select(['postId', 'position', 'value'])
    .where(sql<boolean>`${sql.ref('value')} like ${contains(user.id)} escape '\\'`)
    .execute();
  for (const row of rows) {
    const value = row.value
      .replaceAll(`"firstName":${JSON.stringify(user.firstName)}`, '"firstName":"Deleted"')
      .replaceAll(`"lastName":${JSON.stringify(user.lastName)}`, '"lastName":"user"');
    if (value !== row.value)
      await trx
        .updateTable('post_meta')
        .set({ value })
        .where('postId', '=', row.postId)
        .where('position', '=', row.position)
        .execute();
  }
}

/**
 * The group and relationship channels whose timelines show the user: groups they are in or
 * wrote or commented in, and their relationships. An event on each (staged with the erasure)
 * raises its seq, so every instance's cached first page (posts/first-page-cache.ts) is stale at
 * once, and open clients refresh the author's card: the old name and the removed files' links go.
 */
async function channelsShowing(trx: Db, userId: string): Promise<string[]> {
  const [members, posts, comments] = await Promise.all([
    trx.selectFrom('group_member').select('groupId').where('userId', '=', userId).execute(),
    trx
      .selectFrom('post')
      .select('groupId')
      .distinct()
      .where('createdBy', '=', userId)
      .where('groupId', 'is not', null)
      .execute(),
    trx
      .selectFrom('comment')
      .innerJoin('post', 'post.id', 'comment.postId')
      .select('post.groupId')
      .distinct()
      .where('comment.createdBy', '=', userId)
      .where('post.groupId', 'is not', null)
      .execute(),
  ]);
  const groups = new Set([...members, ...posts, ...comments].flatMap((row) => (row.groupId ? [row.groupId] : [])));
  const pairings = await trx
    .selectFrom('pairing')
    .select('id')
    .where('status', '<>', 'requested')
    .where((eb) => eb.or([eb('userId1', '=', userId), eb('userId2', '=', userId)]))
    .execute();
  return [...[...groups].map((groupId) => channel.group(groupId)), ...pairings.map((p) => channel.pair(p.id))];
}

/** Every row of the user's own, in one transaction; answers the announcement of the change to make after the commit. */
async function eraseRows(
  trx: Db,
  services: Services,
  user: { id: string; email: string; name: string; firstName: string; lastName: string },
  esignIds: string[],
) {
  const userId = user.id;
  const showing = await channelsShowing(trx, userId);
  const byUser = [
    'session',
    'account',
    'sign_in_link',
    'push_subscription',
    'notification_preference',
    'notification',
    'notification_digest',
    'user_link',
    'pairing_view',
    'group_view',
    'job_tab_view',
    'chat_read',
    'chat_setting',
    'post_unread',
    'post_audience',
    'idempotency_key',
    'idempotent_request',
    'post_public_switch',
    'reaction_like',
    'feedback',
    'contact_import',
    'knowledge_chunk',
    'knowledge_file',
    'meeting_peer',
    'assistant_subscription',
    'data_export',
  ] as const;
  // Meg: her settings, replies, and the stand-ins (Meg, the test persona) with their relationships.
  const assistant = await trx.selectFrom('assistant').selectAll().where('ownerId', '=', userId).executeTakeFirst();
  await trx.deleteFrom('assistant_pairing_setting').where('ownerId', '=', userId).execute();
  await trx.deleteFrom('assistant_reply').where('ownerId', '=', userId).execute();
  await trx.deleteFrom('assistant').where('ownerId', '=', userId).execute();
  for (const standIn of [assistant?.assistantUserId, assistant?.testUserId]) {
    if (!standIn) continue;
    await trx
      .deleteFrom('pairing')
      .where((eb) => eb.or([eb('userId1', '=', standIn), eb('userId2', '=', standIn)]))
      .execute();
    await trx.updateTable('user').set({ status: DELETED_USER_STATUS }).where('id', '=', standIn).execute();
  }
  for (const table of byUser) await trx.deleteFrom(table).where('userId', '=', userId).execute();
  await trx.deleteFrom('company').where('userId', '=', userId).execute();
  await trx.deleteFrom('verification').where('identifier', '=', user.email).execute();
  await trx
    .deleteFrom('group_invitation')
    .where((eb) => eb.or([eb('userId', '=', userId), eb('invitedBy', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('invitation')
    .where((eb) => eb.or([eb('senderUserId', '=', userId), eb('email', '=', user.email)]))
    .execute();
  await trx.updateTable('invitation').set({ acceptedBy: null }).where('acceptedBy', '=', userId).execute();
  await trx.deleteFrom('post_invitee').where('email', '=', user.email).execute();
  // Relationships still waiting for an answer go; connected ones stay for the other's chat.
  await trx
    .deleteFrom('pairing')
    .where('status', '=', 'requested')
    .where((eb) => eb.or([eb('userId1', '=', userId), eb('userId2', '=', userId)]))
    .execute();
  const groupsLeft = await handOverGroups(trx, userId);
  // Applications are withdrawn; jobs posted close.
  await trx.deleteFrom('job_applicant').where('userId', '=', userId).execute();
  await trx
    .updateTable('job_posting')
    .set({ status: 'Closed', closedAt: new Date().toISOString() })
    .where('createdBy', '=', userId)
    .where('status', '<>', 'Closed')
    .execute();
  // E-sign: documents no one else holds go; in the ones kept, the user's typed values go.
  if (esignIds.length) await trx.deleteFrom('esign_content').where('id', 'in', esignIds).execute();
  await trx
    .updateTable('esign_field')
    .set({ value: null })
    .where((eb) =>
      eb(
        sql`${sql.ref('esign_field.contentId')} || ':' || ${sql.ref('esign_field.signerNumber')}`,
        'in',
        eb
          .selectFrom('esign_signer')
          .select(
            sql<string>`${sql.ref('esign_signer.contentId')} || ':' || ${sql.ref('esign_signer.signerNumber')}`.as('k'),
          )
          .where('esign_signer.userId', '=', userId),
      ),
    )
    .execute();
  await trx.updateTable('esign_signer').set({ ip: null, userAgent: null }).where('userId', '=', userId).execute();
  // The audit trail in the database names them as the label does; the sealed certificate keeps its copy.
  await trx
    .updateTable('esign_event')
    .set({ detail: sql<string>`replace(${sql.ref('detail')}, ${user.name}, 'Deleted user')` })
    .where(sql<boolean>`${sql.ref('detail')} like ${contains(user.name)} escape '\\'`)
    .execute();
  await renameInPostMeta(trx, user);
  // Posts: what went to a group or a relationship stays (others' view of the conversation) without
  // its files; what went to the user's timeline goes.
  await trx
    .deleteFrom('post')
    .where('createdBy', '=', userId)
    .where('groupId', 'is', null)
    .where('pairingId', 'is', null)
    .execute();
  const kept = trx.selectFrom('post').select('id').where('createdBy', '=', userId);
  await trx.deleteFrom('post_attachment').where('postId', 'in', kept).execute();
  await trx.deleteFrom('post_attachment_media').where('postId', 'in', kept).execute();
  await trx.updateTable('post').set({ title: null }).where('createdBy', '=', userId).execute();
  // Realtime history of the user's own channels, mail to or about them, counters and finished jobs naming them.
  await trx
    .deleteFrom('realtime_event')
    .where('channel', 'in', [`user:${userId}`, `audience:${userId}`])
    .execute();
  await trx
    .deleteFrom('realtime_channel')
    .where('channel', 'in', [`user:${userId}`, `audience:${userId}`])
    .execute();
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb('to', '=', user.email),
        sql<boolean>`${sql.ref('text')} like ${contains(user.email)} escape '\\'`,
        sql<boolean>`${sql.ref('subject')} like ${contains(user.name)} escape '\\'`,
        sql<boolean>`${sql.ref('text')} like ${contains(user.name)} escape '\\'`,
      ]),
    )
    .execute();
  await trx
    .deleteFrom('rate_limit')
    .where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('key')} like ${contains(userId)} escape '\\'`,
        sql<boolean>`${sql.ref('key')} like ${contains(user.email)} escape '\\'`,
      ]),
    )
    .execute();
  await trx
    .deleteFrom('job')
    .where('status', 'in', ['done', 'failed'])
    .where(sql<boolean>`${sql.ref('payload')} like ${contains(user.email)} escape '\\'`)
    .execute();
  await trx.updateTable('user').set(tombstone(userId)).where('id', '=', userId).execute();
  await trx
    .updateTable('account_deletion')
    .set({ status: 'erased', erasedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .execute();
  const data = { userId, status: DELETED_USER_STATUS };
  return services.realtime.stage(trx, [
    ...groupsLeft.map((removed) => ({
      channel: channel.group(removed.groupId),
      event: groupEvents.memberRemoved,
      data: removed,
    })),
    ...showing.map((name) => ({ channel: name, event: events.userUpdated, data })),
  ]);
}

/**
 * The erasure, 14 days after the request: only if the request is still pending and due (a
 * sign-in cancelled it, or a later request replaced it: nothing happens). Idempotent: files
 * are deleted again on a rerun.
 */
export async function runErase(services: Services, payload: { userId: string; requestedAt: string }): Promise<void> {
  const { db } = services;
  const request = await db
    .selectFrom('account_deletion')
    .selectAll()
    .where('userId', '=', payload.userId)
    .executeTakeFirst();
  if (!request || request.requestedAt !== payload.requestedAt) return;
  if (request.status === 'pending') {
    if (new Date(request.purgeAt).getTime() > Date.now()) return;
    const user = await db
      .selectFrom('user')
      .select(['id', 'email', 'name', 'firstName', 'lastName'])
      .where('id', '=', payload.userId)
      .executeTakeFirstOrThrow();
    const esignIds = await esignToRemove(db, user.id);
    for (const id of esignIds) await deleteFolder(services, `esign/${id}/`);
    const exports = await db.selectFrom('data_export').select('id').where('userId', '=', user.id).execute();
    for (const e of exports) await services.storage.delete(exportKey(user.id, e.id));
    const erased = await db.transaction().execute((trx) => eraseRows(trx, services, user, esignIds));
    await erased.announce();
    if (services.dialect === 'sqlite') {
      // FTS5 keeps a deleted row's terms in old segments until they merge: merge them now.
      await sql`insert into user_fts (user_fts) values ('optimize')`.execute(db);
    }
    await forgetSessionsEverywhere(services, user.id);
    await services.realtime.disconnect(user.id);
  } else if (request.status !== 'erased') {
    return;
  }
  await deleteFolder(services, userUploadPrefix(payload.userId));
  await deleteFolder(services, `exports/${payload.userId}/`);
}
