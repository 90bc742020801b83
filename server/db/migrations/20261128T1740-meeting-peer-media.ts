import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * What each meeting peer sends (issue 36): muted, camera off, sharing its screen (0/1). Kept
 * with its presence row so a newcomer's join answer carries everyone's state, and the
 * heartbeat's answer heals a missed `meet.media` frame.
 */
export const meetingPeerMedia: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    for (const column of ['isMuted', 'isCameraOff', 'isSharing'])
      await db.schema
        .alterTable('meeting_peer')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
  },
  async down(db: Kysely<any>) {
    for (const column of ['isMuted', 'isCameraOff', 'isSharing'])
      await db.schema.alterTable('meeting_peer').dropColumn(column).execute();
  },
});
