import type { FeatureModule } from '../feature-module';
import { signInLinkRoutes } from './routes';

/** One-time sign-in links: the extension hands the web app its user's session for one navigation. */
export const signInLinksModule: FeatureModule = {
  name: 'sign-in-links',
  routes: [{ path: '/', routes: signInLinkRoutes }],
};
