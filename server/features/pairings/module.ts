import type { FeatureModule } from '../feature-module';
import { pairingRoutes } from './routes';

export const pairingsModule: FeatureModule = {
  name: 'pairings',
  routes: [{ path: '/', routes: pairingRoutes }],
};
