import { type Context, Hono } from 'hono';
import { zCommentLikeBody, zCommentLikersQuery, zPostLikeBody, zPostLikersQuery } from '@shared/api/comments';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { likeService } from './service';

/** Likes (spec 3 §7): toggles and likers lists of posts and comments, under /api/reaction. */
export function likeRoutes() {
  const app = new Hono<AppEnv>();
  const likes = (c: Context<AppEnv>) => likeService(c.get('services'));
  const viewer = (c: Context<AppEnv>, userId?: string) => {
    const user = c.get('user') ?? null;
    if (user && userId) actingUser(c, userId);
    return user?.id ?? null;
  };

  app.post('/post/like', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zPostLikeBody);
    return ok(c, await likes(c).togglePost(actingUser(c, body.userId), body.postId));
  });

  app.post('/comment/like', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCommentLikeBody);
    return ok(c, await likes(c).toggleComment(actingUser(c, body.userId), body.commentId));
  });

  app.get('/post/likes/users', async (c) => {
    const { postId, userId, ...paging } = readQuery(c, zPostLikersQuery);
    const page = await likes(c).postLikers(viewer(c, userId), postId, paging);
    return list(c, page.results, page.count);
  });

  app.get('/comment/likes/users', async (c) => {
    const { commentId, userId, ...paging } = readQuery(c, zCommentLikersQuery);
    const page = await likes(c).commentLikers(viewer(c, userId), commentId, paging);
    return list(c, page.results, page.count);
  });

  return app;
}
