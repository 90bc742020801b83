import type { FeatureModule } from '../feature-module';
import { preferenceRoutes } from './routes';

export const preferencesModule: FeatureModule = {
  name: 'preferences',
  routes: [{ path: '/user/notification/preferences', routes: preferenceRoutes }],
};
