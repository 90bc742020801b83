import { Hono } from 'hono';
import { zMimeTypeQuery, zVideoUploadBody } from '@shared/api/media';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { mimeTypeOf } from './mime-types';
import { attachUploadedVideo } from './video-upload';

/** The spec's file utilities (spec 2 §7): a name's type, and the video "upload" call. */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/utility/mimeType', (c) => {
    sessionUser(c);
    const { filename } = readQuery(c, zMimeTypeQuery);
    return ok(c, mimeTypeOf(filename));
  });

  app.post('/utility/cloudinary/video/upload', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zVideoUploadBody);
    return ok(c, await attachUploadedVideo(c.get('services'), actingUser(c, body.userId), body));
  });

  return app;
}
