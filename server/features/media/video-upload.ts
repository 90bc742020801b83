import type { VideoUploadAnswer } from '@shared/api/media';
import { Invalid, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session-user';
import type { Services } from '../../services';
import { familyOfName, familyOfType } from './file-families';
import { enqueueMediaProcessing, mediaOf, withMediaLinks } from './index';

/** The storage key a client names: the key itself, or a URL whose path holds it (our signed links). */
export function storageKeyOf(videoURL: string): string {
  let path = videoURL;
  try {
    path = decodeURIComponent(new URL(videoURL).pathname);
  } catch {
    // Not a URL: the key itself.
  }
  const at = path.indexOf('uploads/users/');
  return at >= 0 ? path.slice(at) : path;
}

/**
 * The spec's Cloudinary call, answered by Rapport's own processing: the post's author names
 * an uploaded video of the post; its checks and poster frame run in the queue (queued again
 * if none ran yet, which is harmless: the job is idempotent) and the answer says how far it is.
 */
export async function attachUploadedVideo(
  services: Services,
  actor: SessionUser,
  body: { postId: string; videoURL: string },
): Promise<VideoUploadAnswer> {
  const { db, storage } = services;
  const post = await db
    .selectFrom('post')
    .select(['id', 'createdBy', 'deletedAt'])
    .where('id', '=', body.postId)
    .executeTakeFirst();
  if (!post || post.deletedAt) throw new NotFound();
  if (post.createdBy !== actor.id) throw new NotAllowed();
  const filepath = storageKeyOf(body.videoURL);
  const attachment = await db
    .selectFrom('post_attachment')
    .select(['position', 'filename', 'type'])
    .where('postId', '=', post.id)
    .where('filepath', '=', filepath)
    .executeTakeFirst();
  if (!attachment) throw new Invalid('videoURL names no file of this post.');
  if (familyOfType(attachment.type) !== 'video' && familyOfName(attachment.filename) !== 'video')
    throw new Invalid('videoURL names a file that is not a video.');

  const media = (await mediaOf(db, [post.id])).get(post.id)?.get(Number(attachment.position));
  if (!media) await enqueueMediaProcessing(services, post.id);
  return {
    postId: post.id,
    filepath,
    status: media?.status ?? 'processing',
    media: media ? await withMediaLinks(storage, media) : null,
  };
}
