import { join } from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './types';

export type { ByteRange, SignedMethod, SignedUrlOptions, Storage, StoredObject } from './types';
export {
  type FileAccessDeps,
  type FileReadResolver,
  type FileWriteGuard,
  fileReadAccess,
  fileWriteAccess,
} from './read-access';

/** S3-compatible when S3_BUCKET is set, else local disk under `${dataDir}/files/`. */
export function createStorage(deps: { config: Config; logger: Logger }): Storage {
  const { config } = deps;
  if (config.s3) {
    deps.logger.debug({ bucket: config.s3.bucket, endpoint: config.s3.endpoint }, 'file storage: S3');
    return new S3Storage(config.s3, join(config.dataDir, 'tmp', 's3-spool'));
  }
  return new LocalDiskStorage(join(config.dataDir, 'files'), { publicUrl: config.publicUrl, secret: config.secret });
}
