import type { FeatureModule } from '../feature-module';
import { searchRoutes } from './routes';

export const searchModule: FeatureModule = {
  name: 'search',
  routes: [{ path: '/search', routes: searchRoutes }],
};
