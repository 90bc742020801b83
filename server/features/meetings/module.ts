import type { FeatureModule } from '../feature-module';
import { meetingRoutes } from './routes';
import { meetingService } from './service';

export const meetingsModule: FeatureModule = {
  name: 'meetings',
  routes: [{ path: '/meet', routes: meetingRoutes }],
  // `meet:{postId}`: presence and signal notices, for whoever may read the meeting post.
  channels: { meet: (services) => (userId, postId) => meetingService(services).canRead(userId, postId) },
};
