import { Hono } from 'hono';
import { zUserIdQuery, zUserIdsBody, zUserPatch, zUserStatusPatch } from '@shared/api/user';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { userService } from './service';

/**
 * The spec's user calls: GET /user/id, POST /user/ids (answers `{ results, count }`),
 * PATCH /user and PATCH /user/status. Reads answer profiles as the viewer may see them.
 */
export function userRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/id', async (c) => {
    const viewer = sessionUser(c);
    const { userId } = readQuery(c, zUserIdQuery);
    return ok(c, await userService(c.get('services')).view(viewer, userId));
  });

  app.post('/ids', async (c) => {
    sessionUser(c);
    const { userIds, loggedInUserId } = await readJson(c, zUserIdsBody);
    const viewer = actingUser(c, loggedInUserId);
    const users = await userService(c.get('services')).viewMany(viewer, userIds);
    return ok(c, { results: users, count: users.length });
  });

  app.patch('/', async (c) => {
    sessionUser(c);
    const patch = await readJson(c, zUserPatch);
    const actor = actingUser(c, patch.userId, patch.modifiedBy);
    return ok(c, await userService(c.get('services')).update(actor, patch));
  });

  app.patch('/status', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zUserStatusPatch);
    const actor = actingUser(c, body.userId, body.modifiedBy);
    return ok(c, await userService(c.get('services')).setStatus(actor, body.status));
  });

  return app;
}
