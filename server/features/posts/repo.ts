import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { CommentCounts } from '@shared/api/posts';
import { compiledInsert, compiledOnce } from '../../db/compiled-once';
import type { Database, PostAttachmentTable, PostMetaTable, PostTable } from '../../db/schema';

export type PostRow = PostTable & { pinned: number };

/** 1 when the post is pinned in its group or pairing, else 0: selectable on any post query. */
export function pinnedColumn(eb: ExpressionBuilder<Database, 'post'>) {
  const pin = eb.selectFrom('post_pin').select('post_pin.postId').whereRef('post_pin.postId', '=', 'post.id');
  return eb.case().when(eb.exists(pin)).then(1).else(0).end().as('pinned');
}

// The batched reads of a timeline page, compiled once per list length (server/db/compiled-once.ts).
const attachmentsOfPosts = compiledOnce((db, postIds: readonly string[]) =>
  db
    .selectFrom('post_attachment')
    .selectAll()
    .where('postId', 'in', [...postIds])
    .orderBy('postId')
    .orderBy('position'),
);
const metaOfPosts = compiledOnce((db, postIds: readonly string[]) =>
  db
    .selectFrom('post_meta')
    .selectAll()
    .where('postId', 'in', [...postIds])
    .orderBy('postId')
    .orderBy('position'),
);
const commentCountsOfPosts = compiledOnce((db, postIds: readonly string[]) =>
  db
    .selectFrom('comment')
    .select([
      'postId',
      (eb) => eb.fn.countAll<string | number>().as('total'),
      (eb) => eb.fn.count<string | number>('parentId').as('replies'),
    ])
    .where('postId', 'in', [...postIds])
    .groupBy('postId'),
);
const postsByIds = compiledOnce((db, postIds: readonly string[]) =>
  db
    .selectFrom('post')
    .selectAll('post')
    .select(pinnedColumn)
    .where('post.id', 'in', [...postIds]),
);
const groupActivity = compiledOnce((db, groupId: string, at: string) =>
  db.updateTable('groups').set({ lastActivityAt: at }).where('id', '=', groupId),
);
const pairingActivity = compiledOnce((db, pairingId: string, at: string) =>
  db.updateTable('pairing').set({ lastActivityAt: at }).where('id', '=', pairingId),
);
const authorsByIds = compiledOnce((db, userIds: readonly string[]) =>
  db
    .selectFrom('user')
    .select(['id', 'firstName', 'lastName', 'avatar', 'headline', 'profileAlias', 'status'])
    .where('id', 'in', [...userIds]),
);

const membersOfGroups = compiledOnce((db, groupIds: readonly string[]) =>
  db
    .selectFrom('group_member as gm')
    .innerJoin('user as u', 'u.id', 'gm.userId')
    .select(['gm.groupId', 'gm.userId', 'gm.joinedAt', 'u.firstName', 'u.lastName', 'u.avatar'])
    .where('gm.groupId', 'in', [...groupIds])
    .orderBy('gm.groupId')
    // The members list's order (groups/lists.ts), so a card names them as the drawer lists them.
    .orderBy('gm.joinedAt')
    .orderBy('gm.userId'),
);

/** Every column of a post row, in the order a new one is written. */
const POST_COLUMNS = [
  'id',
  'type',
  'content',
  'title',
  'createdBy',
  'modifiedBy',
  'visibility',
  'groupId',
  'pairingId',
  'referencePostId',
  'status',
  'isEdited',
  'deletedBy',
  'deletedAt',
  'createdAt',
  'updatedAt',
  'lastActivityAt',
] as const;
// A column missing from the list would be written as its default: fail the build instead.
const everyPostColumn: Exclude<keyof PostTable, (typeof POST_COLUMNS)[number]> extends never ? true : never = true;
void everyPostColumn;
const insertPostRow = compiledInsert<PostTable>('post', POST_COLUMNS);

/** Queries on posts and their parts; no rules here (service.ts and visibility.ts have them). */
export function postRepo(db: Kysely<Database>) {
  return {
    /** One post with its pinned flag, whatever its visibility (callers check it). */
    async byId(postId: string): Promise<PostRow | undefined> {
      const [row] = await postsByIds(db, [postId]);
      return row;
    },

    async insert(
      post: PostTable,
      parts: {
        attachments: Omit<PostAttachmentTable, 'postId' | 'position'>[];
        meta: Omit<PostMetaTable, 'postId' | 'position'>[];
        audience: string[];
        invitees: string[];
      },
    ): Promise<void> {
      await insertPostRow(db, post);
      const postId = post.id;
      if (parts.attachments.length)
        await db
          .insertInto('post_attachment')
          .values(parts.attachments.map((a, position) => ({ ...a, postId, position })))
          .execute();
      if (parts.meta.length)
        await db
          .insertInto('post_meta')
          .values(parts.meta.map((m, position) => ({ ...m, postId, position })))
          .execute();
      if (parts.audience.length)
        await db
          .insertInto('post_audience')
          .values(parts.audience.map((userId) => ({ postId, userId })))
          .execute();
      if (parts.invitees.length)
        await db
          .insertInto('post_invitee')
          .values(parts.invitees.map((email) => ({ postId, email })))
          .execute();
    },

    /** Post rows without files or named audience, in one statement, and their meta in another (chat-batch.ts). */
    async insertMany(posts: PostTable[], meta: PostMetaTable[]): Promise<void> {
      await insertPostRow(db, posts);
      if (meta.length) await db.insertInto('post_meta').values(meta).execute();
    },

    async update(postId: string, changes: Partial<Omit<PostTable, 'id'>>): Promise<void> {
      await db.updateTable('post').set(changes).where('id', '=', postId).execute();
    },

    async bumpTarget(target: { groupId: string | null; pairingId: string | null }, at: string): Promise<void> {
      if (target.groupId) await groupActivity(db, target.groupId, at);
      if (target.pairingId) await pairingActivity(db, target.pairingId, at);
    },

    /** Batched parts of a page of posts: one query each, whatever the page's length. */
    attachmentsOf(postIds: string[]) {
      if (!postIds.length) return Promise.resolve([]);
      return attachmentsOfPosts(db, postIds);
    },

    metaOf(postIds: string[]) {
      if (!postIds.length) return Promise.resolve([]);
      return metaOfPosts(db, postIds);
    },

    /** Comments and replies of each post, in one query (as GET /post/commentAndReplyCount counts them). */
    async commentCountsOf(postIds: string[]): Promise<Map<string, CommentCounts>> {
      if (!postIds.length) return new Map();
      const rows = await commentCountsOfPosts(db, postIds);
      return new Map(
        rows.map((row) => {
          const count = Number(row.total);
          const replies = Number(row.replies);
          return [row.postId, { comments: count - replies, replies, count }];
        }),
      );
    },

    /** The current members of these groups, with the names their group posts show. */
    membersOfGroups(groupIds: string[]) {
      if (!groupIds.length) return Promise.resolve([]);
      return membersOfGroups(db, groupIds);
    },

    authors(userIds: string[]) {
      if (!userIds.length) return Promise.resolve([]);
      return authorsByIds(db, userIds);
    },

    /** Posts by id with their pinned flag, visibility not applied (reshared originals). */
    byIds(postIds: string[]) {
      if (!postIds.length) return Promise.resolve([] as PostRow[]);
      return postsByIds(db, postIds);
    },

    /** Reshared originals with a `shown` flag (1 when the rule lets the viewer see them). */
    referencedBy(postIds: string[], visible: (eb: ExpressionBuilder<Database, 'post'>) => Expression<SqlBool>) {
      if (!postIds.length) return Promise.resolve([] as (PostRow & { shown: number })[]);
      return db
        .selectFrom('post')
        .selectAll('post')
        .select(pinnedColumn)
        .select((eb) => eb.case().when(visible(eb)).then(1).else(0).end().as('shown'))
        .where('post.id', 'in', postIds)
        .execute();
    },

    audienceOf(postId: string) {
      return db.selectFrom('post_audience').select('userId').where('postId', '=', postId).execute();
    },
  };
}
