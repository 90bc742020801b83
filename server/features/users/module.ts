import type { FeatureModule } from '../feature-module';
import { userRoutes } from './routes';

export const usersModule: FeatureModule = {
  name: 'users',
  routes: [{ path: '/user', routes: userRoutes }],
};
