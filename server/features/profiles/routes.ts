import { Hono } from 'hono';
import { zCompanyPut, zCompanyUserQuery, zProfileAliasParam } from '@shared/api/profiles';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { list, ok } from '../../http/envelope';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { companyService } from './company-service';
import { countryList } from '../users/countries';
import { publicProfileService } from './public-profile';

/**
 * GET /utility/countries, GET and PUT /company/user, and the public GET /profile/{alias}
 * (the one call here that needs no session).
 */
export function profileRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/utility/countries', (c) => {
    sessionUser(c);
    c.header('Cache-Control', 'private, max-age=86400');
    return list(c, countryList());
  });

  app.get('/company/user', async (c) => {
    const viewer = sessionUser(c);
    const { userId, skip, limit } = readQuery(c, zCompanyUserQuery);
    const found = await companyService(c.get('services')).list(viewer, userId, skip, limit);
    return list(c, found.results, found.count);
  });

  app.put('/company/user', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCompanyPut);
    const actor = actingUser(c, body.userId, body.modifiedBy);
    return ok(c, await companyService(c.get('services')).setCurrent(actor, body));
  });

  app.get('/profile/:profileAlias', async (c) => {
    const { profileAlias } = parseWith(zProfileAliasParam, { profileAlias: c.req.param('profileAlias') });
    const profile = await publicProfileService(c.get('services')).byAlias(profileAlias, clientIp(c));
    return ok(c, profile);
  });

  return app;
}
