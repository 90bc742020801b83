import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * One-time sign-in links (features/sign-in-links): the extension asks for one per navigation
 * to the web app. Only the token's SHA-256 is kept; `usedAt` is set by the one use.
 */
export const signInLinks: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sign_in_link')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
      .addColumn('usedAt', t.timestamp)
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sign_in_link_expires').on('sign_in_link').column('expiresAt').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sign_in_link').ifExists().execute();
  },
});
