import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * The foundation's schema: better-auth's tables (written out here so one migration
 * system owns the whole schema; auth-schema.test.ts checks better-auth agrees), the
 * social graph's core tables, and the platform's tables (realtime, queue, mail, limits).
 */
export const init: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('emailVerified', t.authBoolean, (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('createdAt', t.authDate, (c) => c.notNull())
      .addColumn('updatedAt', t.authDate, (c) => c.notNull())
      .addColumn('firstName', 'text', (c) => c.notNull())
      .addColumn('lastName', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('headline', 'text')
      .addColumn('bio', 'text')
      .addColumn('profileAlias', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('country', 'text')
      .addColumn('userType', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('meetingLink', 'text')
      .addColumn('calendarLink', 'text')
      .execute();

    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expiresAt', t.authDate, (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', t.authDate, (c) => c.notNull())
      .addColumn('updatedAt', t.authDate, (c) => c.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('accountId', 'text', (c) => c.notNull())
      .addColumn('providerId', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', t.authDate)
      .addColumn('refreshTokenExpiresAt', t.authDate)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', t.authDate, (c) => c.notNull())
      .addColumn('updatedAt', t.authDate, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

    await db.schema
      .createTable('verification')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expiresAt', t.authDate, (c) => c.notNull())
      .addColumn('createdAt', t.authDate, (c) => c.notNull())
      .addColumn('updatedAt', t.authDate, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

    await db.schema
      .createTable('pairing')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId1', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('userId2', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('requestedBy', 'text', (c) => c.notNull())
      .addColumn('source', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('connectedAt', t.timestamp)
      .addColumn('lastActivityAt', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('pairing_users_unique', ['userId1', 'userId2'])
      .addCheckConstraint('pairing_ordered', sql`"userId1" < "userId2"`)
      .execute();
    await db.schema.createIndex('pairing_userId2_idx').on('pairing').column('userId2').execute();

    // "group" is a reserved word in SQL, hence the plural.
    await db.schema
      .createTable('groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('createdBy', 'text', (c) => c.notNull().references('user.id'))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('lastActivityAt', t.timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('group_member')
      .addColumn('groupId', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('joinedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('group_member_pk', ['groupId', 'userId'])
      .execute();
    await db.schema.createIndex('group_member_userId_idx').on('group_member').column('userId').execute();

    await db.schema
      .createTable('post')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content', 'text')
      .addColumn('createdBy', 'text', (c) => c.notNull().references('user.id'))
      .addColumn('visibility', 'text', (c) => c.notNull())
      .addColumn('groupId', 'text', (c) => c.references('groups.id').onDelete('cascade'))
      .addColumn('pairingId', 'text', (c) => c.references('pairing.id').onDelete('cascade'))
      .addColumn('referencePostId', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('isEdited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deletedBy', 'text')
      .addColumn('deletedAt', t.timestamp)
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addColumn('lastActivityAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('post_group_idx').on('post').columns(['groupId', 'createdAt']).execute();
    await db.schema.createIndex('post_pairing_idx').on('post').columns(['pairingId', 'createdAt']).execute();
    await db.schema.createIndex('post_author_idx').on('post').columns(['createdBy', 'createdAt']).execute();

    await db.schema
      .createTable('realtime_channel')
      .addColumn('channel', 'text', (c) => c.primaryKey())
      .addColumn('lastSeq', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('realtime_event')
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('seq', t.bigint, (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('data', t.json, (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('realtime_event_pk', ['channel', 'seq'])
      .execute();
    await db.schema.createIndex('realtime_event_created_idx').on('realtime_event').column('createdAt').execute();

    await db.schema
      .createTable('job')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', t.json, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('maxAttempts', 'integer', (c) => c.notNull())
      .addColumn('runAt', t.timestamp, (c) => c.notNull())
      .addColumn('leaseUntil', t.timestamp)
      .addColumn('leaseOwner', 'text')
      .addColumn('lastError', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addColumn('completedAt', t.timestamp)
      .execute();
    await db.schema.createIndex('job_due_idx').on('job').columns(['status', 'runAt']).execute();
    await db.schema.createIndex('job_lease_idx').on('job').columns(['status', 'leaseUntil']).execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('tag', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('sentAt', t.timestamp)
      .execute();
    await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('createdAt').execute();

    await db.schema
      .createTable('rate_limit')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('windowStartMs', t.bigint, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'rate_limit',
      'mail_outbox',
      'job',
      'realtime_event',
      'realtime_channel',
      'post',
      'group_member',
      'groups',
      'pairing',
      'verification',
      'account',
      'session',
      'user',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
