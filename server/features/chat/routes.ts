import { type Context, Hono } from 'hono';
import { zChatReadBody, zChatReadQuery, zChatSettingsPatch, zChatTypingBody } from '@shared/api/chat';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { readReceiptService } from './read-receipts';
import { sendTyping } from './typing';

/** Chat around chat posts: typing indicators, read receipts and the receipts switch. */
export function chatRoutes() {
  const app = new Hono<AppEnv>();
  const receipts = (c: Context<AppEnv>) => readReceiptService(c.get('services'));

  app.post('/typing', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await sendTyping(c.get('services'), actor, await readJson(c, zChatTypingBody)));
  });

  app.post('/read', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zChatReadBody);
    const actor = actingUser(c, body.userId);
    return ok(c, await receipts(c).markRead(actor, body));
  });

  app.get('/read', async (c) => {
    const actor = sessionUser(c);
    const { pairingId } = readQuery(c, zChatReadQuery);
    return ok(c, await receipts(c).otherRead(actor, pairingId));
  });

  app.get('/settings', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await receipts(c).settings(actor));
  });

  app.patch('/settings', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zChatSettingsPatch);
    const actor = actingUser(c, body.userId, body.modifiedBy);
    return ok(c, await receipts(c).updateSettings(actor, body.readReceipts));
  });

  return app;
}
