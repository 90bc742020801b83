import { Hono } from 'hono';
import type { AppConfig } from '@shared/api/app-config';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';

/** The client's view of this deployment's configuration: nothing secret, the same for everyone. */
export function publicConfigOf(config: Config): AppConfig {
  const frameHosts = new Set([new URL(config.publicUrl).host, ...config.frameHosts]);
  for (const url of Object.values(config.frames)) frameHosts.add(new URL(url).host);
  return {
    productName: config.productName,
    companyLogoUrl: config.brand.companyLogoUrl,
    companyName: config.brand.companyName,
    showPoweredBy: config.brand.showPoweredBy,
    frames: config.frames,
    frameHosts: [...frameHosts],
    supportEmail: config.supportEmail,
    sourceLinkDomains: config.sourceLinkDomains,
  };
}

/** `GET /api/config`: public (the sign-in page shows the brand too), cacheable for a few minutes. */
export function appConfigRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return ok(c, publicConfigOf(c.get('services').config));
  });
  return app;
}
