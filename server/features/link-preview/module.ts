import type { FeatureModule } from '../feature-module';
import { linkPreviewRoutes } from './routes';

export const linkPreviewModule: FeatureModule = {
  name: 'link-preview',
  routes: [{ path: '/', routes: linkPreviewRoutes }],
};
