import type { Kysely } from 'kysely';
import type {
  AssistantPairingSettingTable,
  AssistantReplyTable,
  AssistantSubscriptionTable,
  AssistantTable,
  Database,
} from '../../db/schema';

/** Queries on the assistant's tables; no rules here (service.ts has them). */
export function assistantRepo(db: Kysely<Database>) {
  return {
    byOwner(ownerId: string): Promise<AssistantTable | undefined> {
      return db.selectFrom('assistant').selectAll().where('ownerId', '=', ownerId).executeTakeFirst();
    },

    async insert(row: AssistantTable): Promise<void> {
      await db.insertInto('assistant').values(row).execute();
    },

    async update(ownerId: string, changes: Partial<Omit<AssistantTable, 'ownerId'>>): Promise<void> {
      await db.updateTable('assistant').set(changes).where('ownerId', '=', ownerId).execute();
    },

    setting(ownerId: string, pairingId: string): Promise<AssistantPairingSettingTable | undefined> {
      return db
        .selectFrom('assistant_pairing_setting')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('pairingId', '=', pairingId)
        .executeTakeFirst();
    },

    /** The per-relationship switches the owner turned off, among these pairings. */
    async disabledAmong(ownerId: string, pairingIds: string[]): Promise<Set<string>> {
      if (!pairingIds.length) return new Set();
      const rows = await db
        .selectFrom('assistant_pairing_setting')
        .select('pairingId')
        .where('ownerId', '=', ownerId)
        .where('pairingId', 'in', pairingIds)
        .where('enabled', '=', 0)
        .execute();
      return new Set(rows.map((r) => r.pairingId));
    },

    async saveSetting(row: AssistantPairingSettingTable): Promise<void> {
      await db
        .insertInto('assistant_pairing_setting')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['ownerId', 'pairingId'])
            .doUpdateSet({ instructions: row.instructions, enabled: row.enabled, updatedAt: row.updatedAt }),
        )
        .execute();
    },

    subscription(userId: string): Promise<AssistantSubscriptionTable | undefined> {
      return db.selectFrom('assistant_subscription').selectAll().where('userId', '=', userId).executeTakeFirst();
    },

    subscriptionByCustomer(customerId: string): Promise<AssistantSubscriptionTable | undefined> {
      return db
        .selectFrom('assistant_subscription')
        .selectAll()
        .where('stripeCustomerId', '=', customerId)
        .executeTakeFirst();
    },

    async saveSubscription(row: AssistantSubscriptionTable): Promise<void> {
      const { userId, ...changes } = row;
      await db
        .insertInto('assistant_subscription')
        .values(row)
        .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
        .execute();
    },

    reply(inReplyToPostId: string, ownerId: string): Promise<AssistantReplyTable | undefined> {
      return db
        .selectFrom('assistant_reply')
        .selectAll()
        .where('inReplyToPostId', '=', inReplyToPostId)
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
    },

    replyByPost(replyPostId: string): Promise<AssistantReplyTable | undefined> {
      return db.selectFrom('assistant_reply').selectAll().where('replyPostId', '=', replyPostId).executeTakeFirst();
    },

    /** Inserts the reply row unless one exists: true when this call claimed the message. */
    async claimReply(row: AssistantReplyTable): Promise<boolean> {
      const result = await db
        .insertInto('assistant_reply')
        .values(row)
        .onConflict((oc) => oc.columns(['inReplyToPostId', 'ownerId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async updateReply(
      inReplyToPostId: string,
      ownerId: string,
      changes: Partial<Omit<AssistantReplyTable, 'inReplyToPostId' | 'ownerId'>>,
    ): Promise<void> {
      await db
        .updateTable('assistant_reply')
        .set(changes)
        .where('inReplyToPostId', '=', inReplyToPostId)
        .where('ownerId', '=', ownerId)
        .execute();
    },
  };
}

export type AssistantRepo = ReturnType<typeof assistantRepo>;
