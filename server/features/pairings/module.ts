import type { FeatureModule } from '../feature-module';
import { pairingRepo } from './repo';
import { pairingRoutes } from './routes';

export const pairingsModule: FeatureModule = {
  name: 'pairings',
  routes: [{ path: '/', routes: pairingRoutes }],
  pageLookups: {
    connectedPairing: async (services, viewerId, otherId) => {
      const pairing = await pairingRepo(services.db).between(viewerId, otherId);
      return pairing?.status === 'connected' ? pairing.id : null;
    },
  },
};
