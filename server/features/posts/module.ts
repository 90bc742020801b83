import type { FeatureModule } from '../feature-module';
import { freezePostFiles, readPostFile } from './file-access';
import { mediaProcessJob } from './media-job';
import { postRoutes } from './routes';
import { canView } from './visibility';

export const postsModule: FeatureModule = {
  name: 'posts',
  routes: [{ path: '/', routes: postRoutes }],
  jobs: [mediaProcessJob],
  // The `post:{postId}` channel is read under the same rule as the API.
  channels: { post: (services) => (userId, postId) => canView(services.db, userId, postId) },
  fileAccess: { read: [readPostFile], write: [freezePostFiles] },
};
