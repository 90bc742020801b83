import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { zContactImportFields } from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { CSV_MAX_BYTES } from '@shared/rules';
import { Invalid } from '../../errors';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { contactImportService } from './service';
import { zPathId } from '../pairings/params';

/** Room for the multipart framing and the small fields around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * CSV contact import (spec 1 §2, §5, §7): POST /contact/import (multipart: userId,
 * groupId?, message, file), its progress, and the report of rows not sent. The app's
 * 1 MB body limit skips this path (app.ts); the file's own limit applies here.
 */
export function contactRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => contactImportService(c.get('services'));

  app.post(
    '/contact/import',
    async (c, next) => {
      sessionUser(c);
      await next();
    },
    bodyLimit({
      maxSize: CSV_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => fail(c, 413, messages.csv.tooBig),
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new Invalid(messages.csv.invalidFile);
      });
      for (const value of Object.values(form))
        if (typeof value === 'string' && value.includes('\u0000')) throw new Invalid(messages.generic.invalidInput);
      const fields = parseWith(zContactImportFields, {
        userId: form.userId,
        groupId: form.groupId || undefined,
        message: form.message ?? '',
      });
      const actor = actingUser(c, fields.userId);
      const file = form.file;
      if (!(file instanceof File)) throw new Invalid(messages.csv.invalidFile);
      return ok(c, await service(c).start(actor, fields, file));
    },
  );

  app.get('/contact/import/:importId', async (c) => {
    const actor = sessionUser(c);
    const importId = parseWith(zPathId, c.req.param('importId'));
    return ok(c, await service(c).progress(actor, importId));
  });

  app.get('/contact/import/:importId/rejected.csv', async (c) => {
    const actor = sessionUser(c);
    const importId = parseWith(zPathId, c.req.param('importId'));
    const csv = await service(c).rejectedCsv(actor, importId);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="contacts-not-invited.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(csv);
  });

  return app;
}
