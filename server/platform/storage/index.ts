import { join } from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';

export { type FileReadResolver, type FileWriteGuard, fileReadAccess, fileWriteAccess } from './read-access';

/** An inclusive byte range; `end` absent means "to the end of the file". */
export type ByteRange = { start: number; end?: number };
export type StoredObject = {
  body: NodeJS.ReadableStream;
  /** The whole file's size, also when a range was asked for. */
  size: number;
  contentType: string;
  /** The inclusive range served, when one was asked for. */
  range?: { start: number; end: number };
};
export type SignedMethod = 'GET' | 'PUT' | 'DELETE';
/**
 * `contentType` binds a PUT; `downloadName` (GET) serves the file as an attachment download
 * under that name (`Content-Disposition: attachment; filename*=UTF-8''...`).
 */
export type SignedUrlOptions = { expiresInSeconds: number; contentType?: string; downloadName?: string };

/**
 * Where files live. Keys look like `uploads/users/{userId}/...` and are validated by every
 * method (400 `messages.files.invalidPath`). Clients move bytes through `signedUrl`s.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  signedUrl(key: string, method: SignedMethod, options: SignedUrlOptions): Promise<string>;
}

/** S3-compatible when S3_BUCKET is set, else local disk under `${dataDir}/files/`. */
export function createStorage(deps: { config: Config; logger: Logger }): Storage {
  const { config } = deps;
  if (config.s3) {
    deps.logger.debug({ bucket: config.s3.bucket, endpoint: config.s3.endpoint }, 'file storage: S3');
    return new S3Storage(config.s3, join(config.dataDir, 'tmp', 's3-spool'));
  }
  return new LocalDiskStorage(join(config.dataDir, 'files'), { publicUrl: config.publicUrl, secret: config.secret });
}
