import type { FeatureModule } from '../feature-module';
import { invitationRoutes } from './routes';

export const invitationsModule: FeatureModule = {
  name: 'invitations',
  routes: [{ path: '/', routes: invitationRoutes }],
};
