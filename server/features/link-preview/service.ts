import type { LinkPreview } from '@shared/api/link-preview';
import { messages } from '@shared/messages';
import { DomainError, NotFound, RateLimited } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { fetchPage } from './fetch-page';
import { parsePageMeta } from './parse-meta';
import { ExpiringLru } from './preview-cache';
import { type AllowedHosts, allowedHostsFrom, checkUrlShape, previewUrlFrom } from './url-policy';

/** Previews per user and minute: plenty for typing and pasting links, too few to crawl with. */
export const LINK_PREVIEW_LIMIT = { max: 60, windowMs: 60_000 };
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;
const CACHE_ENTRIES = 500;
const PREVIEW_TTL_MS = 10 * 60_000;
/** A page that had no preview is asked again sooner: it may have been down for a moment. */
const UNAVAILABLE_TTL_MS = 60_000;

type CachedAnswer = { preview: LinkPreview } | { unavailable: true };

type PreviewState = {
  cache: ExpiringLru<CachedAnswer>;
  inFlight: Map<string, Promise<LinkPreview>>;
  allowedHosts: AllowedHosts;
};

// One cache per running server (tests start several in one process).
const states = new WeakMap<Services, PreviewState>();

function stateOf(services: Services): PreviewState {
  let state = states.get(services);
  if (!state) {
    state = {
      cache: new ExpiringLru(CACHE_ENTRIES),
      inFlight: new Map(),
      allowedHosts: allowedHostsFrom(services.config.linkPreview.allowHosts),
    };
    states.set(services, state);
  }
  return state;
}

/** GET /utility/link-preview (spec 2 §7): title, description and image of a web page. */
export function linkPreviewService(services: Services) {
  const state = stateOf(services);

  async function preview(actor: SessionUser, link: string): Promise<LinkPreview> {
    const hit = await services.rateLimiter.hit(`link-preview:${actor.id}`, LINK_PREVIEW_LIMIT.windowMs);
    if (hit.count > LINK_PREVIEW_LIMIT.max) {
      throw new RateLimited(messages.generic.rateLimited, Math.ceil(hit.retryAfterMs / 1000));
    }
    const url = previewUrlFrom(link);
    checkUrlShape(url, state.allowedHosts);
    const key = url.href;
    const cached = state.cache.get(key);
    if (cached) {
      if ('preview' in cached) return cached.preview;
      throw new NotFound(messages.linkPreview.unavailable);
    }
    let pending = state.inFlight.get(key);
    if (!pending) {
      pending = fetchPreview(url).finally(() => state.inFlight.delete(key));
      state.inFlight.set(key, pending);
    }
    return pending;
  }

  async function fetchPreview(url: URL): Promise<LinkPreview> {
    try {
      const page = await fetchPage(url, {
        timeoutMs: services.config.linkPreview.timeoutMs,
        maxBytes: MAX_BODY_BYTES,
        maxRedirects: MAX_REDIRECTS,
        allowedHosts: state.allowedHosts,
        userAgent: `Mozilla/5.0 (compatible; ${services.config.productName}LinkPreview/1.0)`,
      });
      const preview = { url: page.url.href, ...parsePageMeta(page.html, page.url) };
      state.cache.set(url.href, { preview }, PREVIEW_TTL_MS);
      return preview;
    } catch (error) {
      if (error instanceof NotFound) state.cache.set(url.href, { unavailable: true }, UNAVAILABLE_TTL_MS);
      if (error instanceof DomainError) throw error;
      // Someone else's page must never turn into our 500: log it, answer "no preview".
      services.logger.warn({ err: error, url: url.href }, 'link preview failed');
      throw new NotFound(messages.linkPreview.unavailable);
    }
  }

  return { preview };
}
