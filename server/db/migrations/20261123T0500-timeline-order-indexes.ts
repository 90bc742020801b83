import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Timelines read newest first with the id as tiebreak. Without (createdAt, id) the home feed
 * sorted every visible post for each page (EXPLAIN: a scan of post_group_idx, then a temp
 * B-tree); with it a page walks the index and stops after 15 rows. The group and pairing
 * timelines read their live posts (deletedAt null) in the same order: (target, deletedAt,
 * createdAt, id) serves their page and covers their count; the old (target, createdAt)
 * indexes are dropped (the new ones start with the same column).
 */
export const timelineOrderIndexes: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.createIndex('post_created_idx').on('post').columns(['createdAt', 'id']).execute();
    await db.schema
      .createIndex('post_group_live_idx')
      .on('post')
      .columns(['groupId', 'deletedAt', 'createdAt', 'id'])
      .execute();
    await db.schema
      .createIndex('post_pairing_live_idx')
      .on('post')
      .columns(['pairingId', 'deletedAt', 'createdAt', 'id'])
      .execute();
    await db.schema.dropIndex('post_group_idx').execute();
    await db.schema.dropIndex('post_pairing_idx').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.createIndex('post_group_idx').on('post').columns(['groupId', 'createdAt']).execute();
    await db.schema.createIndex('post_pairing_idx').on('post').columns(['pairingId', 'createdAt']).execute();
    await db.schema.dropIndex('post_pairing_live_idx').ifExists().execute();
    await db.schema.dropIndex('post_group_live_idx').ifExists().execute();
    await db.schema.dropIndex('post_created_idx').ifExists().execute();
  },
});
