import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { chatPath, isAssistantUser, latest, nameOf, readPoint } from './chat-read';

/** A relationship with messages from the day that the user has still not read. */
export type UnreadChat = { author: string; count: number; path: string };

/** Relationships listed in one summary; the rest are counted with the notifications' "more". */
const CHATS_MAX = 10;

/**
 * The users who were sent a chat message since `since`: the daily summary's candidates beside
 * those with unread notifications (a chat is not in the bell: README "Chat messages").
 */
export async function chatRecipientsSince(db: Db, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('post')
    .innerJoin('pairing', 'pairing.id', 'post.pairingId')
    .select(
      sql<string>`case when ${sql.ref('pairing.userId1')} = ${sql.ref('post.createdBy')} then ${sql.ref('pairing.userId2')} else ${sql.ref('pairing.userId1')} end`.as(
        'userId',
      ),
    )
    .distinct()
    .where('post.type', '=', 'chat')
    .where('post.deletedAt', 'is', null)
    .where('post.createdAt', '>', since)
    .execute();
  return rows.map((r) => r.userId);
}

/**
 * The user's relationships whose messages of [from, to) they have not read (by the sidebar's
 * view or their read marker, as the chat e-mail reads it), most recent first, with how many
 * are unread and who wrote. Meg, a user's assistant, reads nothing on a device: none for her.
 */
export async function unreadChatsBetween(db: Db, userId: string, from: Date, to: Date): Promise<UnreadChat[]> {
  if (await isAssistantUser(db, userId)) return [];
  const [start, end] = [from.toISOString(), to.toISOString()];
  const inWindow = db
    .selectFrom('post')
    .innerJoin('pairing', 'pairing.id', 'post.pairingId')
    .where('post.type', '=', 'chat')
    .where('post.deletedAt', 'is', null)
    .where('post.createdBy', '!=', userId)
    .where('post.createdAt', '>=', start)
    .where('post.createdAt', '<', end)
    .where((eb) => eb.or([eb('pairing.userId1', '=', userId), eb('pairing.userId2', '=', userId)]));
  const pairings = await inWindow
    .select(['post.pairingId', 'post.createdBy', sql<string>`max(${sql.ref('post.createdAt')})`.as('last')])
    .groupBy(['post.pairingId', 'post.createdBy'])
    .orderBy('last', 'desc')
    .execute();
  const chats: UnreadChat[] = [];
  for (const { pairingId, createdBy, last } of pairings) {
    if (!pairingId || chats.length === CHATS_MAX) continue;
    const read = await readPoint(db, userId, pairingId);
    if (read && latest(read, last) === read) continue;
    let unreadQuery = inWindow.select(sql<number>`count(*)`.as('n')).where('post.pairingId', '=', pairingId);
    if (read) unreadQuery = unreadQuery.where('post.createdAt', '>', read);
    const unread = await unreadQuery.executeTakeFirstOrThrow();
    const count = Number(unread.n);
    if (count > 0) chats.push({ author: await nameOf(db, createdBy), count, path: chatPath(pairingId) });
  }
  return chats;
}

/** "- 3 unread messages from Ada Lovelace" and the link, as the summary lists them. */
export const unreadChatLine = (chat: UnreadChat, base: string) =>
  `- ${chat.count} unread message${chat.count === 1 ? '' : 's'} from ${chat.author}\n  ${base}${chat.path}`;
