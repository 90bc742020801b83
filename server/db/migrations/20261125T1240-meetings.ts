import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Meetings (features/meetings): who is in a meeting now (one row per open meeting page, kept
 * alive by the page's heartbeat; `seenAt` in epoch ms) and the WebRTC signals waiting for a
 * peer (SDP and ICE, drained by the addressee, ordered by `seq`).
 */
export const meetings: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('meeting_peer')
      .addColumn('peerId', 'text', (c) => c.primaryKey())
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('joinedAt', t.bigint, (c) => c.notNull())
      .addColumn('seenAt', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('meeting_peer_post').on('meeting_peer').columns(['postId', 'seenAt']).execute();

    await db.schema
      .createTable('meeting_signal')
      .addColumn('seq', t.bigint, (c) => c.primaryKey())
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('toPeerId', 'text', (c) => c.notNull())
      .addColumn('fromPeerId', 'text', (c) => c.notNull())
      .addColumn('body', t.json, (c) => c.notNull())
      .addColumn('createdAt', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('meeting_signal_inbox').on('meeting_signal').columns(['toPeerId', 'seq']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('meeting_signal').ifExists().execute();
    await db.schema.dropTable('meeting_peer').ifExists().execute();
  },
});
