import { MEDIA_PROCESS_JOB, type MediaProcessPayload } from '@shared/api/media';
import { job, type FeatureModule } from '../feature-module';
import { processPostMedia } from './process';

/** The checks and previews of a post's files; no routes of its own (posts and files serve them). */
export const mediaModule: FeatureModule = {
  name: 'media',
  jobs: [job<MediaProcessPayload>(MEDIA_PROCESS_JOB, processPostMedia)],
};
