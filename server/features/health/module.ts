import type { FeatureModule } from '../feature-module';
import { healthRoutes } from './routes';

export const healthModule: FeatureModule = {
  name: 'health',
  routes: [{ path: '/', routes: healthRoutes, bare: true }],
};
