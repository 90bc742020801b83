import type { FeatureModule } from '../feature-module';
import { chatRoutes } from './routes';

export const chatModule: FeatureModule = {
  name: 'chat',
  routes: [{ path: '/chat', routes: chatRoutes }],
};
