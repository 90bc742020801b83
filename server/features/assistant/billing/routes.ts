import { type Context, Hono } from 'hono';
import { zCancelBody, zCheckoutBody, zIframeUrlBody, zManageParams } from '@shared/api/assistant';
import { zAssistantUserParams } from '@shared/api/assistant';
import { actingUser, sessionUser } from '../../../http/acting-user';
import type { AppEnv } from '../../../http/app-env';
import { ok } from '../../../http/envelope';
import { parseWith, readJson } from '../../../http/validate';
import { billingService } from './service';
import { handleStripeWebhook } from './webhook';

/** AI Pro (spec 2 §7 manage-subscription and iframe-url; the rest is ours, see shared/api/assistant.ts). */
export function subscriptionRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => billingService(c.get('services'));

  app.get('/user/:userId', async (c) => {
    const { userId } = parseWith(zAssistantUserParams, c.req.param());
    return ok(c, await service(c).state(actingUser(c, userId)));
  });

  app.post('/checkout', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCheckoutBody);
    return ok(c, await service(c).checkout(actingUser(c, body.userId), body));
  });

  app.post('/cancel', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCancelBody);
    return ok(c, await service(c).cancel(actingUser(c, body.userId)));
  });

  // The current URL arrives encoded as one segment; an unencoded one spans the rest of the path.
  app.get('/manage-subscription/:userId/:currentUrl{.+}', async (c) => {
    const { userId, currentUrl } = parseWith(zManageParams, {
      userId: c.req.param('userId'),
      currentUrl: safeDecode(c.req.param('currentUrl')),
    });
    return ok(c, await service(c).manage(actingUser(c, userId), currentUrl));
  });

  app.post('/iframe-url', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zIframeUrlBody);
    return ok(c, service(c).iframeUrl(actingUser(c, body.userId), body));
  });

  // Stripe calls this without a session: the signature is the authentication.
  app.post('/webhook', async (c) => {
    const raw = await c.req.text();
    return ok(c, await handleStripeWebhook(c.get('services'), raw, c.req.header('stripe-signature')));
  });

  return app;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
