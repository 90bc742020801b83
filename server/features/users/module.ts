import type { FeatureModule } from '../feature-module';
import { ownProfileRead } from './lean';
import { userRoutes } from './routes';

export const usersModule: FeatureModule = {
  name: 'users',
  routes: [{ path: '/user', routes: userRoutes }],
  leanReads: [ownProfileRead],
};
