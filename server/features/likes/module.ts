import type { FeatureModule } from '../feature-module';
import { likeRoutes } from './routes';

export const likesModule: FeatureModule = {
  name: 'likes',
  routes: [{ path: '/reaction', routes: likeRoutes }],
};
