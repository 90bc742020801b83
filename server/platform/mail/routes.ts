import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { NotFound } from '../../errors';
import { DEV_MAIL_CSP, messagePage, outboxPage } from './dev-pages';
import { outbox } from './outbox';
import { senderLine } from './sender';

const LIST_LIMIT = 200;

/**
 * The development outbox, mounted at /dev only in development (app.ts): an HTML list of
 * every stored message and one page per message. `?format=json` answers data instead,
 * for end-to-end tests that follow a link from a mail.
 */
export function devMailRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', DEV_MAIL_CSP);
    c.header('Cache-Control', 'no-store');
  });

  app.get('/mail', async (c) => {
    const { db, config } = c.get('services');
    const rows = await outbox(db).list({ to: c.req.query('to') || undefined, limit: LIST_LIMIT });
    if (c.req.query('format') === 'json')
      return c.json({ isSuccess: true, data: { results: rows, count: rows.length } });
    return c.html(outboxPage(rows, config.productName));
  });

  app.get('/mail/:id', async (c) => {
    const { db, config } = c.get('services');
    const message = await outbox(db).get(c.req.param('id'));
    if (!message) throw new NotFound();
    if (c.req.query('format') === 'json') return c.json({ isSuccess: true, data: message });
    return c.html(messagePage(message, senderLine(config.mail.from, message.fromName)));
  });
  return app;
}
