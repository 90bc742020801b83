import type { FeatureModule } from '../feature-module';
import { subscriptionRoutes } from './billing/routes';
import { assistantRoutes } from './routes';

/** Meg, the AI assistant, and AI Pro (issue 13): README "The assistant". */
export const assistantModule: FeatureModule = {
  name: 'assistant',
  routes: [
    { path: '/assistant', routes: assistantRoutes },
    { path: '/subscription', routes: subscriptionRoutes },
  ],
};
