import type { FeatureModule } from '../feature-module';
import { appConfigRoutes } from './routes';

/** `GET /api/config`: white-label brand and embedded-frame drawer addresses for the clients. */
export const appConfigModule: FeatureModule = {
  name: 'app-config',
  routes: [{ path: '/', routes: appConfigRoutes }],
};
