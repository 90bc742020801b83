import { pipeline, Readable, Transform } from 'node:stream';
import type { Context } from 'hono';
import { FILE_URL_METHODS, type FileUrlMethod } from '@shared/api/files';
import { messages } from '@shared/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules';
import { NotAllowed, NotFound, TooLarge } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { wasHead } from '../../http/head-as-get';
import { resolveRange } from './http-range';
import { keyFromUrlPath } from './keys';
import { fileWriteAccess } from './read-access';
import { DOWNLOAD_PARAM, verifyGrant } from './signed-url';
import { attachmentDisposition } from './content-disposition';

/**
 * Types safe to show inline on our origin. Anything else (HTML, SVG, XML, scripts ...) could
 * run as a document here, so it is served as a download in a CSP sandbox.
 */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf|text\/plain|text\/csv|application\/json)\s*(;|$)/i;

/**
 * The local driver's signed file endpoint, `GET|PUT|DELETE /api/files/<key>?method&expires&sig`.
 * Order of refusals: a bad key 400, a bad or expired signature 403, then the operation.
 */
export async function handleSignedFile(c: Context<AppEnv>) {
  const { storage, config } = c.get('services');
  const url = new URL(c.req.url);
  const key = keyFromUrlPath(url.pathname.slice(url.pathname.indexOf('/files/') + '/files/'.length));
  if (storage.driver !== 'local') throw new NotFound();

  const method = (wasHead(c) ? 'GET' : c.req.method) as FileUrlMethod;
  const contentType = url.searchParams.get('contentType') ?? undefined;
  const grant = { method, key, expires: Number(url.searchParams.get('expires')), contentType };
  const signed =
    FILE_URL_METHODS.includes(method) &&
    url.searchParams.get('method') === method &&
    verifyGrant(config.secret, grant, url.searchParams.get('sig') ?? '');
  if (!signed) throw new NotAllowed(messages.files.linkExpired);

  if (method === 'PUT') {
    // A link signed before the post existed must not replace files that were checked since.
    if (!(await fileWriteAccess.canWrite(key, c.get('services')))) throw new NotAllowed(messages.files.frozen);
    return putFile(c, key, contentType);
  }
  if (method === 'DELETE') {
    await storage.delete(key);
    return ok(c, { key });
  }
  return getFile(c, key, grant.expires, url.searchParams.get(DOWNLOAD_PARAM));
}

/** `downloadName` (the unsigned `download` parameter) only ever forces a download. */
async function getFile(c: Context<AppEnv>, key: string, expires: number, downloadName: string | null) {
  const { storage } = c.get('services');
  const info = await storage.head(key);
  if (!info) throw new NotFound();
  const range = resolveRange(c.req.header('range'), info.size);
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Cache-Control': `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`,
  };
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
  }
  const file = await storage.get(key, range);
  if (!file) throw new NotFound();
  headers['Content-Type'] = file.contentType;
  if (!INLINE_TYPES.test(file.contentType)) {
    headers['Content-Disposition'] = 'attachment';
    headers['Content-Security-Policy'] = "sandbox; default-src 'none'";
  }
  if (downloadName !== null) headers['Content-Disposition'] = attachmentDisposition(downloadName);
  const served = range ? (file.range ?? range) : undefined;
  headers['Content-Length'] = String(served ? served.end - served.start + 1 : file.size);
  if (served) headers['Content-Range'] = `bytes ${served.start}-${served.end}/${file.size}`;
  if (wasHead(c)) {
    (file.body as Readable).destroy?.();
    return c.body(null, served ? 206 : 200, headers);
  }
  const body = Readable.toWeb(file.body as Readable) as unknown as ReadableStream<Uint8Array>;
  return c.body(body, served ? 206 : 200, headers);
}

async function putFile(c: Context<AppEnv>, key: string, signedType: string | undefined) {
  const { storage } = c.get('services');
  const sentType = c.req.header('content-type');
  // A signed content type binds the upload, as S3 does; the stored type is the signed one.
  if (signedType && sentType && essence(sentType) !== essence(signedType))
    throw new NotAllowed(messages.files.linkExpired);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > UPLOAD_MAX_BYTES) throw new TooLarge(messages.files.tooLarge);

  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > UPLOAD_MAX_BYTES ? new TooLarge(messages.files.tooLarge) : null, chunk);
    },
  });
  const raw = c.req.raw.body;
  const source = raw
    ? Readable.fromWeb(raw as import('node:stream/web').ReadableStream<Uint8Array>)
    : Readable.from([]);
  // pipeline() destroys the request stream too when the limit trips.
  const body = pipeline(source, limit, () => undefined);
  await storage.put(key, body, signedType ?? sentType ?? 'application/octet-stream');
  return ok(c, { key, size });
}

function essence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}
