import type { FeatureModule } from '../feature-module';
import { healthRead, healthRoutes } from './routes';

export const healthModule: FeatureModule = {
  name: 'health',
  routes: [{ path: '/', routes: healthRoutes, bare: true }],
  leanReads: [healthRead],
};
