import { Hono } from 'hono';
import { zAccountDeletionBody, zAccountUserBody, zDataExportDownloadQuery } from '@shared/api/account';
import { messages } from '@shared/messages';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok, okWithMessage } from '../../http/envelope';
import { readActingUserOnly, readJson, readQuery } from '../../http/validate';
import { attachmentDisposition } from '../../platform/storage/content-disposition';
import { deletionService } from './deletion-service';
import { exportService } from './export-service';

/**
 * /account/export and /account/deletion: one's own only (the acting-user rule on any userId
 * sent). The download needs the signed link and the session of the export's owner.
 */
export function accountRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/export', async (c) => {
    const user = actingUser(c, c.req.query('userId'));
    return ok(c, await exportService(c.get('services')).latest(user.id));
  });

  app.post('/export', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zAccountUserBody);
    const user = actingUser(c, body.userId);
    const started = await exportService(c.get('services')).start(user.id);
    return okWithMessage(c, messages.accountData.exportStarted, started, 202);
  });

  app.get('/export/download', async (c) => {
    const user = sessionUser(c);
    const query = readQuery(c, zDataExportDownloadQuery);
    const { file, name } = await exportService(c.get('services')).download(user.id, query);
    return c.body(file.body as unknown as ReadableStream, 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(name),
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  app.get('/deletion', async (c) => {
    const user = actingUser(c, c.req.query('userId'));
    return ok(c, await deletionService(c.get('services')).state(user.id));
  });

  app.post('/deletion', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zAccountDeletionBody);
    const user = actingUser(c, body.userId);
    const state = await deletionService(c.get('services')).request(user.id, c.get('sessionId'), body.password);
    return okWithMessage(c, messages.accountData.deletionRequested, state);
  });

  app.delete('/deletion', async (c) => {
    const user = actingUser(c, c.req.query('userId'));
    await readActingUserOnly(c);
    const state = await deletionService(c.get('services')).cancel(user.id);
    return okWithMessage(c, messages.accountData.deletionCancelled, state);
  });

  return app;
}
