import { type Context, Hono } from 'hono';
import {
  zConnectBody,
  zConnectionsAndGroupsCountQuery,
  zEmailLookupQuery,
  zPairingIdQuery,
  zPairingLastViewedBody,
  zPairingLastViewedQuery,
  zPairingSourcesQuery,
  zPairingStatusQuery,
  zPairingUserIdsQuery,
  zRecentConnectionsQuery,
  zUnreadQuery,
} from '@shared/api/pairings';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { missingAsNull } from '../../http/missing-as-null';
import { parseWith, readActingUserOnly, readJson, readQuery } from '../../http/validate';
import { BUDGETS } from '../../platform/rate-limit';
import { zEmailBatchLookupBody } from '@shared/api/page-people';
import { connectionsAndGroupsCount } from './counts';
import { lookUpEmails } from './email-batch';
import { pairingService } from './service';
import { zPathId } from './params';

/**
 * Relationships (spec 1 §7, spec 3 §7, spec README decision 6): connect and accept,
 * status, pairing ids, sources, removal, last viewed, unread and the sidebar list.
 */
export function pairingRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => pairingService(c.get('services'));

  app.post('/user/connect', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zConnectBody);
    const actor = actingUser(c, body.userId);
    await c.get('services').rateLimiter.spend(BUDGETS.connectionRequests, actor.id);
    return ok(c, await service(c).connect(actor, body.connectWithUserId, body.source || null));
  });

  app.get('/user/email', async (c) => {
    const actor = sessionUser(c);
    const { email, missing } = readQuery(c, zEmailLookupQuery);
    // Whether an address belongs to a member is spent from a per-user budget: no enumeration oracle.
    await c.get('services').rateLimiter.spend(BUDGETS.memberLookups, actor.id);
    return ok(c, await missingAsNull(missing, service(c).memberIdByEmail(email)));
  });

  app.post('/user/email/lookup', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEmailBatchLookupBody);
    const actor = actingUser(c, body.userId);
    const results = await lookUpEmails(c.get('services'), actor, body.emails);
    return list(c, results, results.length);
  });

  app.get('/user/connections/recent', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zRecentConnectionsQuery);
    const actor = actingUser(c, query.userId);
    const page = await service(c).recent(actor, query);
    return list(c, page.results, page.count);
  });

  app.get('/user/connectionsAndGroups/count', async (c) => {
    sessionUser(c);
    const { userId } = readQuery(c, zConnectionsAndGroupsCountQuery);
    return ok(c, await connectionsAndGroupsCount(c.get('services').db, actingUser(c, userId).id));
  });

  app.get('/user/pairing/sources', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zPairingSourcesQuery);
    const actor = actingUser(c, query.userId);
    return ok(c, await service(c).sources(actor, query.pairingUserId));
  });

  app.get('/pairing/status', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zPairingStatusQuery);
    const actor = actingUser(c, query.userId);
    return ok(c, await service(c).status(actor, query.connectedWithUserId));
  });

  app.get('/pairing/userIds', async (c) => {
    const actor = sessionUser(c);
    const query = readQuery(c, zPairingUserIdsQuery);
    return ok(c, await service(c).pairingIdOf(actor, query.userId1, query.userId2));
  });

  app.get('/pairing/id', async (c) => {
    const actor = sessionUser(c);
    const { pairingId } = readQuery(c, zPairingIdQuery);
    return ok(c, await service(c).byId(actor, pairingId));
  });

  app.get('/pairing/lastViewed', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zPairingLastViewedQuery);
    const actor = actingUser(c, query.userId1);
    return ok(c, await service(c).lastViewed(actor, query.userId2));
  });

  app.post('/pairing/lastViewed', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zPairingLastViewedBody);
    const actor = actingUser(c, body.userId1);
    return ok(c, await service(c).markViewed(actor, body.userId2));
  });

  app.get('/pairing/user/unread', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zUnreadQuery);
    const actor = actingUser(c, query.userId);
    return list(c, await service(c).unread(actor, query.limit));
  });

  app.delete('/pairing/:pairingId', async (c) => {
    const actor = sessionUser(c);
    await readActingUserOnly(c);
    const pairingId = parseWith(zPathId, c.req.param('pairingId'));
    return ok(c, await service(c).remove(actor, pairingId));
  });

  return app;
}
