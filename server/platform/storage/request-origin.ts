import type { Config } from '../../config';
import type { Services } from '../../services';
import { LocalDiskStorage } from './local-disk';

/**
 * The origin file links of this request are built on: the request's own origin when PUBLIC_URL
 * is unset and that origin is one our pages are trusted on (a page opened at 127.0.0.1 gets
 * 127.0.0.1 links, one at localhost gets localhost links, so `connect-src 'self'` lets both
 * fetch and upload them); else null, and links use PUBLIC_URL.
 */
export function fileOriginOf(
  config: Pick<Config, 'hasPublicUrl' | 'appOrigins' | 'publicUrl'>,
  url: string,
): string | null {
  if (config.hasPublicUrl) return null;
  const origin = URL.canParse(url) ? new URL(url).origin : null;
  if (!origin || origin === new URL(config.publicUrl).origin) return null;
  return config.appOrigins.includes(origin) ? origin : null;
}

/** The copies made for each services object, by origin. */
const copies = new WeakMap<Services, Map<string, Services>>();

/**
 * The services a request on `url` sees: the same object, or (another trusted loopback origin
 * on local storage) a copy whose storage signs links on that origin. One copy per services
 * object and origin, made once: a request allocates nothing, and the app and the lean reads
 * (http/lean-reads.ts) see the same copy, so the same caches.
 */
export function servicesForRequest(services: Services, url: string): Services {
  if (!(services.storage instanceof LocalDiskStorage)) return services;
  const origin = fileOriginOf(services.config, url);
  if (!origin) return services;
  let byOrigin = copies.get(services);
  if (!byOrigin) {
    byOrigin = new Map();
    copies.set(services, byOrigin);
  }
  let bound = byOrigin.get(origin);
  if (!bound) {
    bound = { ...services, storage: services.storage.onOrigin(origin) };
    byOrigin.set(origin, bound);
  }
  return bound;
}
