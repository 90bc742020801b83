import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Idempotent requests (http/idempotency.ts): one row per (user, Idempotency-Key) on a POST,
 * with the route and body hash it was first used for and, once answered, the answer to
 * replay. `lockedUntil` is the lease of the request in flight (a crashed one lapses).
 */
export const idempotentRequests: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('idempotent_request')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('bodyHash', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('response', t.json)
      .addColumn('lockedUntil', t.timestamp, (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotent_request_pk', ['userId', 'key'])
      .execute();
    await db.schema.createIndex('idempotent_request_created').on('idempotent_request').column('createdAt').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('idempotent_request').ifExists().execute();
  },
});
