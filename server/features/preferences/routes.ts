import { Hono } from 'hono';
import { zNotificationPreferencesPatch, zNotificationPreferencesQuery } from '@shared/api/profiles';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { preferenceService } from './service';

/** GET and PATCH /user/notification/preferences: one's own only. */
export function preferenceRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    sessionUser(c);
    const { userId } = readQuery(c, zNotificationPreferencesQuery);
    const actor = actingUser(c, userId);
    return ok(c, await preferenceService(c.get('services')).get(actor));
  });

  app.patch('/', async (c) => {
    sessionUser(c);
    const patch = await readJson(c, zNotificationPreferencesPatch);
    const actor = actingUser(c, patch.userId, patch.modifiedBy);
    return ok(c, await preferenceService(c.get('services')).update(actor, patch));
  });

  return app;
}
