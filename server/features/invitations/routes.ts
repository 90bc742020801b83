import { type Context, Hono } from 'hono';
import { zInviteBody, zSentInvitationsQuery } from '@shared/api/invitations';
import { z } from 'zod';
import { RateLimited } from '../../errors';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { parseWith, readActingUserOnly, readJson, readQuery } from '../../http/validate';
import { BUDGETS } from '../../platform/rate-limit';
import { invitationAcceptance } from './acceptance';
import { invitationService } from './service';
import { zPathId } from '../pairings/params';

/** Any string up to a sane length: an unknown token is a 404, not a 400. */
const zTokenParam = z.string().min(1).max(200);

/**
 * Invitations (spec 1 §7): POST /user/invite; the link's public page and acceptance;
 * the sender's pending invitations and withdrawal.
 */
export function invitationRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => invitationService(c.get('services'));
  const acceptance = (c: Context<AppEnv>) => invitationAcceptance(c.get('services'));

  app.post('/user/invite', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zInviteBody);
    const actor = actingUser(c, body.senderUserId);
    // Each call may e-mail up to 500 people: a per-sender limit keeps it from being a spam relay.
    const { rateLimiter, config } = c.get('services');
    const used = await rateLimiter.hit(`invite:${actor.id}`, 3_600_000);
    if (used.count > config.invitations.requestsPerHour) {
      throw new RateLimited(undefined, Math.ceil(used.retryAfterMs / 1000));
    }
    const people = (body.registeredUsers?.length ?? 0) + (body.nonRegisteredUsers?.length ?? 0);
    await rateLimiter.spend(BUDGETS.invitations, actor.id, people);
    return ok(c, await service(c).invite(actor, body));
  });

  app.get('/invitations/sent', async (c) => {
    const actor = sessionUser(c);
    const paging = readQuery(c, zSentInvitationsQuery);
    const page = await service(c).listSent(actor, paging);
    return list(c, page.results, page.count);
  });

  // Public: the sign-up page shows who invited whom before anyone has an account.
  app.get('/invitations/:token', async (c) => {
    const token = parseWith(zTokenParam, c.req.param('token'));
    return ok(c, await acceptance(c).preview(token));
  });

  app.post('/invitations/:token/accept', async (c) => {
    const actor = sessionUser(c);
    await readActingUserOnly(c);
    const token = parseWith(zTokenParam, c.req.param('token'));
    return ok(c, await acceptance(c).accept(actor, token));
  });

  app.delete('/invitations/:invitationId', async (c) => {
    const actor = sessionUser(c);
    await readActingUserOnly(c);
    const invitationId = parseWith(zPathId, c.req.param('invitationId'));
    return ok(c, await service(c).withdraw(actor, invitationId));
  });

  return app;
}
