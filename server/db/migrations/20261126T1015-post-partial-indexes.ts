import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Post indexes that a post enters only when it has the indexed target: a group post no longer
 * writes an entry (null key) into the pairing timeline index, a relationship post none into
 * the group one, and only reshares enter the reshare index. Every chat message wrote all
 * seven post indexes; now five (each index entry dirties a page: a WAL frame per commit).
 * Every query on these columns compares them to a value (`groupId = ?`, `post.pairingId =
 * p.id`, `referencePostId in (...)`), which implies IS NOT NULL, so SQLite and PostgreSQL
 * still choose the same indexes.
 */
export const postPartialIndexes: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('post_group_live_idx').execute();
    await db.schema
      .createIndex('post_group_live_idx')
      .on('post')
      .columns(['groupId', 'deletedAt', 'createdAt', 'id'])
      .where('groupId', 'is not', null)
      .execute();
    await db.schema.dropIndex('post_pairing_live_idx').execute();
    await db.schema
      .createIndex('post_pairing_live_idx')
      .on('post')
      .columns(['pairingId', 'deletedAt', 'createdAt', 'id'])
      .where('pairingId', 'is not', null)
      .execute();
    await db.schema.dropIndex('post_reference_idx').execute();
    await db.schema
      .createIndex('post_reference_idx')
      .on('post')
      .column('referencePostId')
      .where('referencePostId', 'is not', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('post_group_live_idx').execute();
    await db.schema
      .createIndex('post_group_live_idx')
      .on('post')
      .columns(['groupId', 'deletedAt', 'createdAt', 'id'])
      .execute();
    await db.schema.dropIndex('post_pairing_live_idx').execute();
    await db.schema
      .createIndex('post_pairing_live_idx')
      .on('post')
      .columns(['pairingId', 'deletedAt', 'createdAt', 'id'])
      .execute();
    await db.schema.dropIndex('post_reference_idx').execute();
    await db.schema.createIndex('post_reference_idx').on('post').column('referencePostId').execute();
  },
});
