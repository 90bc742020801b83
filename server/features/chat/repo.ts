import type { Db } from '../../db/database';
import type { ChatReadTable } from '../../db/schema';

/** Queries of chat read receipts and chat settings. */
export function chatRepo(db: Db) {
  return {
    post(postId: string) {
      return db
        .selectFrom('post')
        .select(['id', 'type', 'pairingId', 'createdAt', 'deletedAt'])
        .where('id', '=', postId)
        .executeTakeFirst();
    },

    /**
     * Moves the reader's marker to the post only if it is later, by (post createdAt, post
     * id), than the one stored: one statement, so two racing calls cannot move it back.
     * True when it moved (or was first set).
     */
    async advanceRead(marker: ChatReadTable): Promise<boolean> {
      const row = await db
        .insertInto('chat_read')
        .values(marker)
        .onConflict((oc) =>
          oc
            .columns(['pairingId', 'userId', 'scope'])
            .doUpdateSet((eb) => ({
              postId: eb.ref('excluded.postId'),
              postCreatedAt: eb.ref('excluded.postCreatedAt'),
              readAt: eb.ref('excluded.readAt'),
            }))
            .where((eb) =>
              eb.or([
                eb('chat_read.postCreatedAt', '<', eb.ref('excluded.postCreatedAt')),
                eb.and([
                  eb('chat_read.postCreatedAt', '=', eb.ref('excluded.postCreatedAt')),
                  eb('chat_read.postId', '<', eb.ref('excluded.postId')),
                ]),
              ]),
            ),
        )
        .returning('postId')
        .executeTakeFirst();
      return !!row;
    },

    readMarker(pairingId: string, userId: string, scope: ChatReadTable['scope']) {
      return db
        .selectFrom('chat_read')
        .select(['postId', 'readAt'])
        .where('pairingId', '=', pairingId)
        .where('userId', '=', userId)
        .where('scope', '=', scope)
        .executeTakeFirst();
    },

    /** The stored switches of these users (a user without a row has the defaults). */
    settingsOf(userIds: string[]) {
      return db.selectFrom('chat_setting').select(['userId', 'readReceipts']).where('userId', 'in', userIds).execute();
    },

    upsertSettings(userId: string, readReceipts: number) {
      const updatedAt = new Date().toISOString();
      return db
        .insertInto('chat_setting')
        .values({ userId, readReceipts, updatedAt })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ readReceipts, updatedAt }))
        .execute();
    },
  };
}
