import type { FeatureModule } from '../feature-module';
import { commentRoutes } from './routes';

export const commentsModule: FeatureModule = {
  name: 'comments',
  routes: [{ path: '/', routes: commentRoutes }],
};
