import type { Context } from 'hono';
import { zPresignedUrlQuery } from '@shared/api/files';
import { messages } from '@shared/messages';
import { NotAllowed } from '../../errors';
import { sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readQuery } from '../../http/validate';
import { fileReadAccess, fileWriteAccess, isInUserTree } from './read-access';

/** Read links live long enough for a page to load its images; write links only for one upload. */
export const READ_URL_SECONDS = 60 * 60;
export const WRITE_URL_SECONDS = 15 * 60;

/**
 * `GET /api/utility/aws/presignedUrl?filepath&bucket&type&acl&contentType` → `data: url`.
 * PUT and DELETE only inside the caller's own tree; GET where the caller may read.
 */
export async function presignedUrl(c: Context<AppEnv>) {
  const user = sessionUser(c);
  const query = readQuery(c, zPresignedUrlQuery);
  const services = c.get('services');
  const key = query.filepath;

  if (query.type === 'GET') {
    if (!(await fileReadAccess.canRead(user.id, key, services))) throw new NotAllowed();
  } else if (!isInUserTree(user.id, key)) {
    throw new NotAllowed(messages.files.notAllowedPath);
  } else if (!(await fileWriteAccess.canWrite(key, services))) {
    throw new NotAllowed(messages.files.frozen);
  }

  const url = await services.storage.signedUrl(key, query.type, {
    expiresInSeconds: query.type === 'GET' ? READ_URL_SECONDS : WRITE_URL_SECONDS,
    contentType: query.type === 'PUT' ? query.contentType : undefined,
  });
  return ok(c, url);
}
