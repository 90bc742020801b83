import { Hono } from 'hono';
import { zMessageSearchQuery } from '@shared/api/content-search';
import { zSearchGroupsQuery, zSearchUsersAndGroupsQuery, zSearchUsersQuery } from '@shared/api/search';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list } from '../../http/envelope';
import { readQuery } from '../../http/validate';
import { contentSearchService } from './content-service';
import { searchService } from './service';

/** GET /search/users, /search/groups, /search/usersAndGroups (spec 1 §7, spec 3 §7), /search/messages (issue 39). */
export function searchRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/users', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zSearchUsersQuery);
    const viewer = actingUser(c, query.userId);
    const found = await searchService(c.get('services')).users(viewer, query);
    return list(c, found.results, found.count);
  });

  app.get('/groups', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zSearchGroupsQuery);
    const viewer = actingUser(c, query.userId);
    const found = await searchService(c.get('services')).groups(viewer, query);
    return list(c, found.results, found.count);
  });

  app.get('/usersAndGroups', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zSearchUsersAndGroupsQuery);
    const viewer = actingUser(c, query.userId);
    const found = await searchService(c.get('services')).usersAndGroups(viewer, query);
    return list(c, found.results, found.count);
  });

  /** Messages, comments, files and jobs the viewer may read now (issue 39). */
  app.get('/messages', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zMessageSearchQuery);
    const viewer = actingUser(c, query.userId);
    const found = await contentSearchService(c.get('services')).search(viewer, query);
    return list(c, found.results, found.count);
  });

  return app;
}
