import type { Db } from '../../db/database';

/** Where a chat notification lands: the relationship, its chat box. */
export const chatPath = (pairingId: string) => `/relationships/${encodeURIComponent(pairingId)}?chat=true`;

/** A one-to-one chat message as the chat notifications read it. */
export type ChatMessage = {
  id: string;
  pairingId: string;
  authorId: string;
  recipientId: string;
  content: string | null;
  createdAt: string;
};

/** The chat message of a relationship, with its recipient (the other person); undefined otherwise. */
export async function chatMessage(db: Db, postId: string): Promise<ChatMessage | undefined> {
  const row = await db
    .selectFrom('post')
    .innerJoin('pairing', 'pairing.id', 'post.pairingId')
    .select([
      'post.id',
      'post.pairingId',
      'post.createdBy',
      'post.content',
      'post.createdAt',
      'post.type',
      'post.deletedAt',
      'pairing.userId1',
      'pairing.userId2',
    ])
    .where('post.id', '=', postId)
    .executeTakeFirst();
  if (!row?.pairingId || row.type !== 'chat' || row.deletedAt) return undefined;
  const recipientId = row.userId1 === row.createdBy ? row.userId2 : row.userId1;
  return {
    id: row.id,
    pairingId: row.pairingId,
    authorId: row.createdBy,
    recipientId,
    content: row.content,
    createdAt: row.createdAt,
  };
}

/**
 * Up to when the user has read a relationship's messages: the later of the sidebar's last view
 * (`pairing_view`, what its unread dot reads, kept with read receipts off too) and their own
 * chat read marker. A message created after it is unread. Null: nothing read yet.
 */
export async function readPoint(db: Db, userId: string, pairingId: string): Promise<string | null> {
  const [view, own] = await Promise.all([
    db
      .selectFrom('pairing_view')
      .select('viewedAt')
      .where('pairingId', '=', pairingId)
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('chat_read')
      .select('postCreatedAt')
      .where('pairingId', '=', pairingId)
      .where('userId', '=', userId)
      .where('scope', '=', 'own')
      .executeTakeFirst(),
  ]);
  return latest(view?.viewedAt ?? null, own?.postCreatedAt ?? null);
}

/** The later of ISO times (null when all are). */
export function latest(...times: (string | null | undefined)[]): string | null {
  let result: string | null = null;
  for (const t of times) if (t && (!result || Date.parse(t) > Date.parse(result))) result = t;
  return result;
}

/** A user who is someone's assistant (Meg) reads nothing on a device: never notified. */
export async function isAssistantUser(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('assistant')
    .select('assistantUserId')
    .where('assistantUserId', '=', userId)
    .executeTakeFirst();
  return !!row;
}

export async function nameOf(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom('user')
    .select(['firstName', 'lastName'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Someone';
}
