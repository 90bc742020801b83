import { type Context, Hono } from 'hono';
import {
  zCommentContextQuery,
  zCommentIdQuery,
  zCreateCommentBody,
  zDeleteCommentBody,
  zEditCommentBody,
  zPostCommentsQuery,
  zPostUserQuery,
  zRepliesQuery,
  zSharedWithQuery,
} from '@shared/api/comments';
import { zPostIdQuery } from '@shared/api/posts';
import { IDEMPOTENCY_KEY_MAX } from '@shared/rules';
import { Invalid } from '../../errors';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { commentContext } from './context';
import { commentService } from './service';
import { isSharedWith, sharedWith } from './shared-with';

function idempotencyKey(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (key !== undefined && (key === '' || key.length > IDEMPOTENCY_KEY_MAX)) throw new Invalid();
  return key;
}

/** Comments, replies, counts and shared-with lists (spec 3 §7). Reads follow the post's visibility. */
export function commentRoutes() {
  const app = new Hono<AppEnv>();
  const comments = (c: Context<AppEnv>) => commentService(c.get('services'));
  const viewerId = (c: Context<AppEnv>) => c.get('user')?.id ?? null;

  app.post('/comment', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCreateCommentBody);
    const actor = actingUser(c, body.createdBy, body.userId);
    return ok(c, await comments(c).create(actor, body, idempotencyKey(c)));
  });

  app.get('/comment/id', async (c) => {
    const { commentId } = readQuery(c, zCommentIdQuery);
    return ok(c, await comments(c).byId(viewerId(c), commentId));
  });

  app.get('/comment/context', async (c) => {
    const { commentId } = readQuery(c, zCommentContextQuery);
    const { results, count } = await commentContext(c.get('services').db, viewerId(c), commentId);
    return list(c, results, count);
  });

  app.get('/comment/post', async (c) => {
    const { postId, ...paging } = readQuery(c, zPostCommentsQuery);
    return ok(c, await comments(c).ofPost(viewerId(c), postId, paging));
  });

  app.get('/comment/replies', async (c) => {
    const { commentId, ...paging } = readQuery(c, zRepliesQuery);
    return ok(c, await comments(c).replies(viewerId(c), commentId, paging));
  });

  app.patch('/comment', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEditCommentBody);
    return ok(c, await comments(c).edit(actingUser(c, body.modifiedBy), body.commentId, body.message));
  });

  app.delete('/comment', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zDeleteCommentBody);
    return ok(c, await comments(c).remove(actingUser(c, body.deletedBy), body.commentId));
  });

  app.get('/post/commentAndReplyCount', async (c) => {
    const { postId } = readQuery(c, zPostIdQuery);
    return ok(c, await comments(c).counts(viewerId(c), postId));
  });

  app.get('/post/user/commented', async (c) => {
    sessionUser(c);
    const { postId, userId } = readQuery(c, zPostUserQuery);
    return ok(c, await comments(c).hasCommented(actingUser(c, userId).id, postId, userId));
  });

  app.get('/post/sharedWith', async (c) => {
    const { postId, ...paging } = readQuery(c, zSharedWithQuery);
    return ok(c, await sharedWith(c.get('services').db, viewerId(c), postId, paging));
  });

  app.get('/post/user/isSharedWith', async (c) => {
    sessionUser(c);
    const { postId, userId } = readQuery(c, zPostUserQuery);
    return ok(c, await isSharedWith(c.get('services').db, actingUser(c, userId).id, postId));
  });

  return app;
}
