import type { FeatureModule } from '../feature-module';
import { enqueueMediaProcessing } from '.';
import { mediaRoutes } from './routes';

/** The spec's file utilities; the checks and previews of a post's files run as the posts feature's job. */
export const mediaModule: FeatureModule = {
  name: 'media',
  routes: [{ path: '/', routes: mediaRoutes }],
  reactions: {
    // A post with files waits 'pending' for their checks and previews: queued with the post.
    async postWritten(trx, post, services) {
      if (post.status === 'pending') await enqueueMediaProcessing(services, post.id, { executor: trx });
    },
  },
};
