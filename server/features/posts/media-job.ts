import { MEDIA_PROCESS_JOB, type MediaProcessPayload } from '@shared/api/media';
import { processPostMedia } from '../media';
import { job } from '../feature-module';
import { publishPostUpdated } from './targets';

/**
 * The checks and previews of a post's files (features/media does the work); when a file or
 * the post's status changed, the post's channels hear of it (`post.updated`). Posts own the
 * job so that media, which posts use, needs nothing of posts.
 */
export const mediaProcessJob = job<MediaProcessPayload>(MEDIA_PROCESS_JOB, async (services, payload, context) => {
  if (await processPostMedia(services, payload, context)) await publishPostUpdated(services, payload.postId);
});
