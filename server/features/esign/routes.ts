import { Hono } from 'hono';
import {
  zContentIdQuery,
  zCreateContentBody,
  zEsignDeclineBody,
  zEsignSendBody,
  zEsignSetupBody,
  zEsignSignBody,
} from '@shared/api/content';
import { zEsignDocumentsQuery } from '@shared/api/esign-documents';
import { messages } from '@shared/messages';
import { NotFound } from '../../errors';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { esignDocuments } from './documents';
import { contentAnswer, createContent, saveSetup, sendForSignature } from './service';
import { decline, sign } from './signing';
import { esignView, signedDocumentUrl } from './view';

/** Spec 1 §7 content calls, and the e-sign calls the spec leaves to us (README of the spec). */
export function esignRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/content', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCreateContentBody);
    const user = actingUser(c, body.userId, body.createdBy);
    return ok(c, await createContent(c.get('services'), user, body));
  });

  app.get('/content/id', async (c) => {
    const user = sessionUser(c);
    const { contentId } = readQuery(c, zContentIdQuery);
    return ok(c, await contentAnswer(c.get('services'), user.id, contentId));
  });

  app.get('/content/esign', async (c) => {
    const user = sessionUser(c);
    const { contentId } = readQuery(c, zContentIdQuery);
    return ok(c, await esignView(c.get('services'), user.id, contentId));
  });

  app.put('/content/esign', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEsignSetupBody);
    const user = actingUser(c, body.userId);
    await saveSetup(c.get('services'), user, body);
    return ok(c, await esignView(c.get('services'), user.id, body.contentId));
  });

  app.post('/content/esign/send', async (c) => {
    const user = sessionUser(c);
    const body = await readJson(c, zEsignSendBody);
    await sendForSignature(c.get('services'), user, body.contentId, body.postId);
    return ok(c, await esignView(c.get('services'), user.id, body.contentId));
  });

  app.post('/content/esign/sign', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEsignSignBody);
    const user = actingUser(c, body.userId);
    const context = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? 'unknown' };
    await sign(c.get('services'), user, body, context);
    return ok(c, await esignView(c.get('services'), user.id, body.contentId));
  });

  app.post('/content/esign/decline', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEsignDeclineBody);
    const user = actingUser(c, body.userId);
    await decline(c.get('services'), user, body.contentId, body.reason);
    return ok(c, await esignView(c.get('services'), user.id, body.contentId));
  });

  // DOWNLOAD NOW: a redirect to a short signed link, so the post's meta holds no link at all.
  app.get('/content/esign/signed', async (c) => {
    const user = sessionUser(c);
    const { contentId } = readQuery(c, zContentIdQuery);
    const url = await signedDocumentUrl(c.get('services'), user.id, contentId);
    if (!url) throw new NotFound(messages.esign.notSent);
    c.header('Cache-Control', 'no-store');
    return c.redirect(url, 302);
  });

  app.get('/esign/documents', async (c) => {
    const user = sessionUser(c);
    const paging = readQuery(c, zEsignDocumentsQuery);
    return ok(c, await esignDocuments(c.get('services'), user.id, paging));
  });

  return app;
}
