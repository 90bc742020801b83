import { Hono } from 'hono';
import { zSignInLinkBody, zSignInLinkToken } from '@shared/api/sign-in-links';
import { sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/validate';
import { fileOriginOf } from '../../platform/storage/request-origin';
import { mintSignInLink, sessionCookieFor, redeemSignInLink } from './service';

/**
 * POST /sign-in-link {path} (a signed-in caller: the extension's bearer token) → a one-time
 * link for the caller only; GET /sign-in-link/:token uses it: a session cookie of that user
 * and a redirect to the path, or to the sign-in page for a link that cannot be used.
 */
export function signInLinkRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/sign-in-link', async (c) => {
    const user = sessionUser(c);
    const { path } = await readJson(c, zSignInLinkBody);
    const { config } = c.get('services');
    // On the address the caller reached (either loopback name without PUBLIC_URL), else PUBLIC_URL.
    const origin = fileOriginOf(config, c.req.url) ?? config.publicUrl;
    return ok(c, await mintSignInLink(c.get('services'), user.id, path, origin));
  });

  app.get('/sign-in-link/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const parsed = zSignInLinkToken.safeParse({ token: c.req.param('token') });
    // Opened by the extension (a new tab: Sec-Fetch-Site none) or from our own pages; a link
    // on another site is refused untouched, so nobody can sign a visitor into their account.
    const site = c.req.header('sec-fetch-site');
    const isOurs = site === undefined || site === 'none' || site === 'same-origin';
    const link = parsed.success && isOurs ? await redeemSignInLink(c.get('services'), parsed.data.token) : null;
    if (!link) return c.redirect('/login', 302);
    const services = c.get('services');
    const cookie = await sessionCookieFor(services, link.userId, {
      ipAddress: clientIp(c),
      userAgent: c.req.header('user-agent') ?? '',
    });
    c.header('Set-Cookie', cookie, { append: true });
    return c.redirect(link.path, 302);
  });

  return app;
}
