import type { FeatureModule } from '../feature-module';
import { profileRoutes } from './routes';

export const profilesModule: FeatureModule = {
  name: 'profiles',
  routes: [{ path: '/', routes: profileRoutes }],
};
