import { Hono } from 'hono';
import { zLinkPreviewQuery } from '@shared/api/link-preview';
import { sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { missingAsNull } from '../../http/missing-as-null';
import { readQuery } from '../../http/validate';
import { linkPreviewService } from './service';

/** GET /utility/link-preview?url=... (spec README decision 6): 400 refused, 404 no preview. */
export function linkPreviewRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/utility/link-preview', async (c) => {
    const actor = sessionUser(c);
    const { url, missing } = readQuery(c, zLinkPreviewQuery);
    return ok(c, await missingAsNull(missing, linkPreviewService(c.get('services')).preview(actor, url)));
  });

  return app;
}
