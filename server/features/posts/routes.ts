import { type Context, Hono } from 'hono';
import {
  zCreatePostBody,
  zDeletePostBody,
  zEditPostBody,
  zGroupTimelineQuery,
  zHomeTimelineQuery,
  zPairingTimelineQuery,
  zPinPostBody,
  zPostMetaPatch,
  zPostIdQuery,
  zPublicSwitchBody,
  zPublicSwitchQuery,
  zUnreadPostBody,
} from '@shared/api/posts';
import { IDEMPOTENCY_KEY_MAX } from '@shared/rules';
import { Invalid } from '../../errors';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { pinService } from './pins';
import { editPostMeta } from './post-meta';
import { readPublicSwitch, setPublicSwitch } from './public-switch';
import { postService } from './service';
import { groupTimeline, homeTimeline, pairingTimeline } from './timelines';

function idempotencyKey(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (key !== undefined && (key === '' || key.length > IDEMPOTENCY_KEY_MAX)) throw new Invalid();
  return key;
}

/** Posts (spec 3 §7, spec README decision 6): create, read, edit, delete, pin, unread, timelines. */
export function postRoutes() {
  const app = new Hono<AppEnv>();
  const posts = (c: Context<AppEnv>) => postService(c.get('services'));
  const pins = (c: Context<AppEnv>) => pinService(c.get('services'));
  const db = (c: Context<AppEnv>) => c.get('services').db;

  app.post('/post', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCreatePostBody);
    const actor = actingUser(c, body.createdBy, body.userId);
    return ok(c, await posts(c).create(actor, body, idempotencyKey(c)));
  });

  app.get('/post/id', async (c) => {
    const { postId } = readQuery(c, zPostIdQuery);
    return ok(c, await posts(c).byId(c.get('user') ?? null, postId));
  });

  app.patch('/post', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEditPostBody);
    const actor = actingUser(c, body.modifiedBy);
    return ok(c, await posts(c).edit(actor, body));
  });

  app.patch('/post/metadata', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zPostMetaPatch);
    return ok(c, await editPostMeta(c.get('services'), actingUser(c, body.modifiedBy), body));
  });

  app.delete('/post', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zDeletePostBody);
    const actor = actingUser(c, body.deletedBy);
    return ok(c, await posts(c).remove(actor, body.postId));
  });

  app.post('/post/pin', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await pins(c).togglePin(actor, await readJson(c, zPinPostBody)));
  });

  app.post('/post/unread', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zUnreadPostBody);
    const actor = actingUser(c, body.userId);
    return ok(c, await pins(c).markUnread(actor, body));
  });

  app.get('/user/posts', async (c) => {
    const query = readQuery(c, zHomeTimelineQuery);
    const viewer = c.get('user') ?? null;
    if (viewer) actingUser(c, query.userId);
    const privateOnly =
      query.privateOnly !== undefined
        ? query.privateOnly === 'true'
        : !!viewer && !(await readPublicSwitch(db(c), viewer)).isPublic;
    return ok(c, await homeTimeline(c.get('services'), viewer, { ...query, privateOnly }));
  });

  app.get('/group/posts', async (c) => {
    const actor = sessionUser(c);
    const { groupId, ...paging } = readQuery(c, zGroupTimelineQuery);
    return ok(c, await groupTimeline(c.get('services'), actor, groupId, paging));
  });

  app.get('/pairing/posts', async (c) => {
    const actor = sessionUser(c);
    const { pairingId, userId1, userId2, ...paging } = readQuery(c, zPairingTimelineQuery);
    const userIds = userId1 && userId2 ? [userId1, userId2] : undefined;
    return ok(c, await pairingTimeline(c.get('services'), actor, { pairingId, userIds }, paging));
  });

  app.get('/user/isPublic/posts', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zPublicSwitchQuery);
    const actor = actingUser(c, query.userId);
    return ok(c, await readPublicSwitch(db(c), actor, query.relationshipId));
  });

  app.post('/user/toggle/posts', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zPublicSwitchBody);
    const actor = actingUser(c, body.userId);
    return ok(c, await setPublicSwitch(db(c), actor, body.toggle, body.relationshipId));
  });

  return app;
}
