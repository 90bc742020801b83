import {
  type AttachmentMedia,
  type AttachmentMediaView,
  MEDIA_PROCESS_JOB,
  type MediaProcessPayload,
} from '@shared/api/media';
import type { Db } from '../../db/database';
import type { EnqueueOptions } from '../../platform/queue';
import type { Storage } from '../../platform/storage';
import { READ_URL_SECONDS } from '../../platform/storage/presign-route';
import type { Services } from '../../services';
import { mediaRepo } from './repo';

export { needsProcessing, isStoredFile } from './kinds';
export { processPostMedia } from './process';
export { sniffHead, sniffStored, type Sniff } from './sniff';

/**
 * Queues the checks and previews of a post's files. Pass the creating transaction as
 * `executor` so the job exists only if the post does; the post should be created 'pending'.
 */
export function enqueueMediaProcessing(
  services: Pick<Services, 'queue'>,
  postId: string,
  options: Pick<EnqueueOptions, 'executor' | 'delayMs'> & { force?: boolean } = {},
): Promise<string> {
  const { force, ...enqueue } = options;
  return services.queue.enqueue<MediaProcessPayload>(
    MEDIA_PROCESS_JOB,
    force ? { postId, force } : { postId },
    enqueue,
  );
}

/**
 * The media of a page of posts in ONE query: postId → position → media. A stored file
 * without an entry has not been processed yet (its post is 'pending').
 */
export async function mediaOf(db: Db, postIds: readonly string[]): Promise<Map<string, Map<number, AttachmentMedia>>> {
  const byPost = new Map<string, Map<number, AttachmentMedia>>();
  for (const row of await mediaRepo(db).rowsOf(postIds)) {
    const positions = byPost.get(row.postId) ?? new Map<number, AttachmentMedia>();
    byPost.set(row.postId, positions);
    positions.set(row.position, {
      status: row.status,
      realType: row.realType,
      thumbnailKey: row.thumbnailKey,
      previewKey: row.previewKey,
      pageCount: row.pageCount === null ? null : Number(row.pageCount),
      message: row.message,
    });
  }
  return byPost;
}

/** The media as answered: keys with signed GET links (signing is local computation, no I/O). */
export async function withMediaLinks(
  signer: Pick<Storage, 'signedUrl'>,
  media: AttachmentMedia,
): Promise<AttachmentMediaView> {
  const sign = (key: string | null) =>
    key ? signer.signedUrl(key, 'GET', { expiresInSeconds: READ_URL_SECONDS }) : Promise.resolve(null);
  const [thumbnailUrl, previewUrl] = await Promise.all([sign(media.thumbnailKey), sign(media.previewKey)]);
  return { ...media, thumbnailUrl, previewUrl };
}

/** For the post file-read rule: only a checked, unblocked file is served, even to the post's viewers. */
export function isServableAttachment(db: Db, postId: string, filepath: string): Promise<boolean> {
  return mediaRepo(db).isServable(postId, filepath);
}

/** For the post file-read rule: a blocked file must not be served, even to the post's viewers. */
export function isBlockedAttachment(db: Db, postId: string, filepath: string): Promise<boolean> {
  return mediaRepo(db).isBlocked(postId, filepath);
}
