import { randomUUID } from 'node:crypto';
import { type Comment, type CommentCounts, type CreateCommentBody, commentEvents } from '@shared/api/comments';
import { messages } from '@shared/messages';
import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/rules';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import type { CommentTable } from '../../db/schema';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { likeSummaryRepo } from '../posts/like-summaries';
import { notify } from '../notify-events';
import { postRepo } from '../posts/repo';
import { audienceEvents, publishToAudience, viewableComment, viewablePost } from './access';
import { commentRepo } from './repo';

type Paging = { skip: number; limit: number };
/** Comment keys share the posts' idempotency table under their own prefix. */
const keyOf = (key: string) => `comment:${key}`;

/** Comments of a page as the API answers them: authors, likes and reply counts in one query each. */
export async function hydrateComments(db: Db, viewerId: string | null, rows: CommentTable[]): Promise<Comment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [authors, likes, replies] = await Promise.all([
    postRepo(db).authors([...new Set(rows.map((r) => r.createdBy))]),
    likeSummaryRepo(db).summaries('comment', ids, viewerId),
    commentRepo(db).replyCounts(ids),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  return rows.map((row) => {
    const a = authorById.get(row.createdBy);
    const like = likes.get(row.id);
    return {
      commentId: row.id,
      postId: row.postId,
      parentId: row.parentId,
      message: row.message,
      createdAt: row.createdAt,
      createdBy: {
        userId: row.createdBy,
        firstName: a?.firstName ?? '',
        lastName: a?.lastName ?? '',
        avatar: a?.avatar ?? null,
        headline: a?.headline ?? null,
        profileAlias: a?.profileAlias ?? '',
        status: a?.status ?? 'deleted',
      },
      isEdited: Number(row.isEdited) === 1,
      likes: like?.likes ?? 0,
      isLikedByRequestedUser: like?.isLikedByRequestedUser ?? false,
      replyCount: replies.get(row.id) ?? 0,
    };
  });
}

/** Comments and replies (spec 3 §3, §6-§7): any viewer of the post comments; the author edits and deletes. */
export function commentService(services: Services) {
  const { db, realtime } = services;
  const repo = commentRepo(db);

  /** The comment a repeated key names, as it is now (404 once deleted): no old text is kept for replays. */
  async function storedAnswer(userId: string, key: string): Promise<Comment | null> {
    const since = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const row = await db
      .selectFrom('idempotency_key')
      .select('response')
      .where('userId', '=', userId)
      .where('key', '=', keyOf(key))
      .where('createdAt', '>', since)
      .executeTakeFirst();
    if (!row) return null;
    const { commentId } = JSON.parse(row.response) as Pick<Comment, 'commentId'>;
    return service.byId(userId, commentId);
  }

  async function insert(actor: SessionUser, body: CreateCommentBody, key: string | undefined): Promise<Comment> {
    const target =
      body.entityName === 'Post'
        ? { post: await viewablePost(db, actor.id, body.entityId), parentId: null }
        : await viewableComment(db, actor.id, body.entityId).then(({ comment, post }) => ({
            post,
            // A reply to a reply joins the thread of the comment it answers.
            parentId: comment.parentId ?? comment.id,
          }));
    const now = new Date().toISOString();
    const row: CommentTable = {
      id: randomUUID(),
      postId: target.post.id,
      parentId: target.parentId,
      message: body.message,
      createdBy: actor.id,
      isEdited: 0,
      createdAt: now,
      updatedAt: now,
    };
    const created = await db.transaction().execute(async (trx) => {
      await commentRepo(trx).insert(row);
      // New talk is activity: the post's, and its group's or relationship's (unread markers).
      const posts = postRepo(trx);
      await posts.update(target.post.id, { lastActivityAt: now });
      await posts.bumpTarget(target.post, now);
      const [comment] = await hydrateComments(trx, actor.id, [row]);
      if (!comment) throw new NotFound(messages.comments.notFound);
      if (key) {
        await trx
          .deleteFrom('idempotency_key')
          .where('userId', '=', actor.id)
          .where('key', '=', keyOf(key))
          .where('createdAt', '<=', new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
          .execute();
        await trx
          .insertInto('idempotency_key')
          .values({
            userId: actor.id,
            key: keyOf(key),
            response: JSON.stringify({ commentId: row.id }),
            createdAt: now,
          })
          .execute();
      }
      // The comment and its events commit together; a new comment has no likes, so the
      // author's view is every reader's.
      const ids = { userId: actor.id, commentId: row.id, ...(row.parentId ? { parentId: row.parentId } : {}) };
      const events = await audienceEvents(trx, target.post, commentEvents.created, ids, { comment });
      await notify(services, { kind: 'comment', actorId: actor.id, commentId: row.id }, trx);
      return { comment, staged: await realtime.stage(trx, events) };
    });
    await created.staged.announce();
    return created.comment;
  }

  async function authored(actor: SessionUser, commentId: string) {
    const found = await viewableComment(db, actor.id, commentId);
    if (found.comment.createdBy !== actor.id) throw new NotAllowed(messages.comments.authorOnly);
    return found;
  }

  const service = {
    /** POST /comment: a repeat of an Idempotency-Key within 24 h answers the first comment. */
    async create(actor: SessionUser, body: CreateCommentBody, key?: string): Promise<Comment> {
      if (key) {
        const stored = await storedAnswer(actor.id, key);
        if (stored) return stored;
      }
      try {
        return await insert(actor, body, key);
      } catch (error) {
        if (!key || !isUniqueViolation(error)) throw error;
        const stored = await storedAnswer(actor.id, key);
        if (!stored) throw error;
        return stored;
      }
    },

    async byId(viewerId: string | null, commentId: string): Promise<Comment> {
      const { comment } = await viewableComment(db, viewerId, commentId);
      const [answer] = await hydrateComments(db, viewerId, [comment]);
      if (!answer) throw new NotFound(messages.comments.notFound);
      return answer;
    },

    async ofPost(viewerId: string | null, postId: string, paging: Paging) {
      await viewablePost(db, viewerId, postId);
      const { rows, count } = await repo.page({ postId }, paging.skip, paging.limit);
      return { results: await hydrateComments(db, viewerId, rows), count };
    },

    async replies(viewerId: string | null, commentId: string, paging: Paging) {
      await viewableComment(db, viewerId, commentId);
      const { rows, count } = await repo.page({ parentId: commentId }, paging.skip, paging.limit);
      return { results: await hydrateComments(db, viewerId, rows), count };
    },

    async edit(actor: SessionUser, commentId: string, message: string): Promise<Comment> {
      const { comment, post } = await authored(actor, commentId);
      const updatedAt = new Date().toISOString();
      await repo.update(commentId, message, updatedAt);
      const [view] = await hydrateComments(db, null, [{ ...comment, message, isEdited: 1, updatedAt }]);
      await publishToAudience(
        db,
        realtime,
        post,
        commentEvents.updated,
        { userId: actor.id, commentId, ...(comment.parentId ? { parentId: comment.parentId } : {}) },
        view ? { comment: view } : undefined,
      );
      return service.byId(actor.id, commentId);
    },

    async remove(actor: SessionUser, commentId: string) {
      const { comment, post } = await authored(actor, commentId);
      await db.transaction().execute(async (trx) => {
        const ids = await commentRepo(trx).remove(commentId);
        await likeSummaryRepo(trx).removeFor('comment', ids);
      });
      await publishToAudience(db, realtime, post, commentEvents.deleted, {
        userId: actor.id,
        commentId,
        ...(comment.parentId ? { parentId: comment.parentId } : {}),
      });
      return { commentId, message: messages.comments.deleted };
    },

    async counts(viewerId: string | null, postId: string): Promise<CommentCounts> {
      await viewablePost(db, viewerId, postId);
      return repo.counts(postId);
    },

    async hasCommented(viewerId: string | null, postId: string, userId: string) {
      await viewablePost(db, viewerId, postId);
      return { commented: await repo.hasCommented(postId, userId) };
    },
  };
  return service;
}
