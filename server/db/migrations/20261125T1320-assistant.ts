import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Meg, the AI assistant (issue 13). `assistant`: one per owner, with the assistant's own user
 * (userType 'assistant') and the assistant relationship, setup answers (JSON lists), purpose,
 * the global switch, test mode and when the owner was last seen online. `assistant_pairing_setting`:
 * the per-relationship switch and instructions. `assistant_subscription`: AI Pro, by provider.
 * `assistant_reply`: one row per incoming message Meg considered (the idempotency key of the
 * reply job) with the reply's sources. `stripe_event`: webhook events already applied.
 */
export const assistant: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('assistant')
      .addColumn('ownerId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('assistantUserId', 'text', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
      .addColumn('pairingId', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('tone', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('style', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('userGender', 'text')
      .addColumn('userValues', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('setupCompleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trained', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('testUserId', 'text')
      .addColumn('testPairingId', 'text')
      .addColumn('lastSeenAt', t.timestamp)
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('assistant_test_user_idx').on('assistant').column('testUserId').execute();

    await db.schema
      .createTable('assistant_pairing_setting')
      .addColumn('ownerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('pairingId', 'text', (c) => c.notNull().references('pairing.id').onDelete('cascade'))
      .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('assistant_pairing_setting_pk', ['ownerId', 'pairingId'])
      .execute();

    await db.schema
      .createTable('assistant_subscription')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('stripeCustomerId', 'text')
      .addColumn('stripeSubscriptionId', 'text')
      .addColumn('currentPeriodEnd', t.timestamp)
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('assistant_subscription_customer_idx')
      .on('assistant_subscription')
      .column('stripeCustomerId')
      .execute();

    await db.schema
      .createTable('assistant_reply')
      .addColumn('inReplyToPostId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('ownerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('replyPostId', 'text')
      .addColumn('kind', 'text')
      .addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('askedBy', 'text', (c) => c.notNull())
      .addColumn('engine', 'text')
      .addColumn('pairingId', 'text')
      .addColumn('groupId', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('assistant_reply_pk', ['inReplyToPostId', 'ownerId'])
      .execute();
    await db.schema.createIndex('assistant_reply_post_idx').on('assistant_reply').column('replyPostId').execute();

    await db.schema
      .createTable('stripe_event')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'stripe_event',
      'assistant_reply',
      'assistant_subscription',
      'assistant_pairing_setting',
      'assistant',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
});
