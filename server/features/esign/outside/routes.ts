import { Hono } from 'hono';
import {
  zOutsideCodeBody,
  zOutsideDeclineBody,
  zOutsideOpenBody,
  zOutsideSessionBody,
  zOutsideSignBody,
  zOutsideTokenBody,
  zOutsideTokenQuery,
} from '@shared/api/esign-outside';
import type { AppEnv } from '../../../http/app-env';
import { clientIp } from '../../../http/client-ip';
import { ok } from '../../../http/envelope';
import { readJson, readQuery } from '../../../http/validate';
import {
  confirmCode,
  newDownloadLink,
  openSigning,
  outsideDecline,
  outsideDocument,
  outsideSign,
  outsideSignedUrl,
} from './service';

/**
 * The calls of the signing page for people outside the workspace (issue 37). No session: each
 * is authorised by the link's token alone, and past the code by the session key it opened.
 * They reach this document and this signer's fields, nothing else.
 */
export function outsideSigningRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.post('/open', async (c) => {
    const body = await readJson(c, zOutsideOpenBody);
    return ok(c, await openSigning(c.get('services'), body.token, body.resend));
  });

  app.post('/code', async (c) => {
    const body = await readJson(c, zOutsideCodeBody);
    return ok(c, await confirmCode(c.get('services'), body.token, body.code));
  });

  app.post('/document', async (c) => {
    const body = await readJson(c, zOutsideSessionBody);
    return ok(c, await outsideDocument(c.get('services'), body.token, body.session));
  });

  app.post('/sign', async (c) => {
    const body = await readJson(c, zOutsideSignBody);
    const context = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? 'unknown' };
    return ok(c, await outsideSign(c.get('services'), body, context));
  });

  app.post('/decline', async (c) => {
    const body = await readJson(c, zOutsideDeclineBody);
    return ok(c, await outsideDecline(c.get('services'), body.token, body.session, body.reason));
  });

  app.get('/signed', async (c) => {
    const { token } = readQuery(c, zOutsideTokenQuery);
    return c.redirect(await outsideSignedUrl(c.get('services'), token), 302);
  });

  app.post('/new-link', async (c) => {
    const body = await readJson(c, zOutsideTokenBody);
    await newDownloadLink(c.get('services'), body.token);
    return ok(c, { sent: true });
  });

  return app;
}
