import type { FeatureModule } from '../feature-module';
import { groupRoutes } from './routes';

export const groupsModule: FeatureModule = {
  name: 'groups',
  routes: [{ path: '/', routes: groupRoutes }],
};
