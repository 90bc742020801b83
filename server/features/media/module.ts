import type { FeatureModule } from '../feature-module';
import { mediaRoutes } from './routes';

/** The spec's file utilities; the checks and previews of a post's files run as the posts feature's job. */
export const mediaModule: FeatureModule = {
  name: 'media',
  routes: [{ path: '/', routes: mediaRoutes }],
};
