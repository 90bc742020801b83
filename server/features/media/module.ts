import { MEDIA_PROCESS_JOB, type MediaProcessPayload } from '@shared/api/media';
import { job, type FeatureModule } from '../feature-module';
import { processPostMedia } from './process';
import { mediaRoutes } from './routes';

/** The checks and previews of a post's files, and the spec's file utilities. */
export const mediaModule: FeatureModule = {
  name: 'media',
  routes: [{ path: '/', routes: mediaRoutes }],
  jobs: [job<MediaProcessPayload>(MEDIA_PROCESS_JOB, processPostMedia)],
};
