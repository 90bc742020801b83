import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { CSV_IMPORT_TEMPLATE } from '@shared/csv-template';
import { PRERENDERED_PAGES } from '@shared/web-pages';
import { sessionAnswer } from '../auth/session-answer';
import { hasDontRememberCookie } from '../auth/session-token';
import type { Config } from '../config';
import type { Services } from '../services';
import type { AppEnv } from './app-env';
import { preferredCoding } from './accept-encoding';
import { buildFile } from './build-file';
import { contentSecurityPolicy } from './content-security-policy';
import { type AskApp, firstAnswers, firstAnswersTag } from './first-answers';
import { firstCalls, relationshipOtherId, SESSION_ANSWER_URL } from './first-calls';
import { firstChunkLinks, firstChunks } from './first-chunks';
import { BRAND_URL, type PageBrand, prerenderedMarkup, withPrerendered } from './prerendered';
import { type HeaderReader, requestHeaders } from './request-headers';
import { type ResolvedSession, resolveSession } from './session';

/**
 * A page of the web app whose HTML the server completes before sending (`/job/:jobId`),
 * declared by a feature module: `head` answers what goes before `</head>` (escaped by the
 * feature), or null when there is nothing public to show (index.html then goes with a 404).
 */
export type FeaturePage = {
  path: string;
  head: (services: Services, params: Record<string, string>) => Promise<string | null>;
};

/**
 * What the app's pages need to know from features to name their first calls, supplied by
 * the feature that owns it (this layer imports none): the id of the viewer's connected
 * pairing with the person a relationship page shows, for its posts preload.
 */
export type PageLookups = {
  connectedPairing?: (services: Services, viewerId: string, otherId: string) => Promise<string | null>;
};

/** Where `npm run build:web` puts the web app; RAPPORT_WEB_DIR overrides it. */
export function webDir(): string {
  return resolve(process.env.RAPPORT_WEB_DIR ?? 'dist/web');
}

/** Files a build step left beside the app (`.vite/manifest.json`) are not the app's to serve. */
const hidesDotPaths = (path: string) => (/(?:^|\/)\./.test(path) ? '/__not-served__' : path);

/**
 * The built web app with a fallback to index.html for the client's routes, and the
 * static sample CSV. Text assets go precompressed (the build writes `.br` and `.gz` beside
 * each) by content negotiation; hashed assets are cached for a year, everything else revalidates.
 */
export function staticRoutes(
  config: Config,
  pages: readonly FeaturePage[] = [],
  lookups: PageLookups = {},
  ask: AskApp | null = null,
) {
  const app = new Hono<AppEnv>();
  const root = webDir();
  const policy = contentSecurityPolicy(config);
  const htmlHeaders = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy);
  };

  app.get('/assets/docs/CSVImportTemplate.csv', (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="CSVImportTemplate.csv"');
    return c.body(CSV_IMPORT_TEMPLATE);
  });

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: hidesDotPaths,
      onFound: (_path, c) => {
        varyOnEncoding(c);
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Pages whose head the server fills in (a shared job link's preview), before the files.
  for (const page of pages) {
    app.get(page.path, async (c) => {
      const html = indexHtml();
      if (html === null) return c.notFound();
      const head = await page.head(c.get('services'), c.req.param() as Record<string, string>);
      htmlHeaders(c);
      if (head === null) return c.html(html, 404);
      return c.html(withHead(html, [head, firstChunkLinks(firstChunks(root, c.req.path, false))].join('\n    ')));
    });
  }

  const indexHtml = () => buildFile(join(root, 'index.html'), (text) => text);

  /**
   * A signed-out screen the build drew (the sign-in page, prerendered.ts), with the server's
   * brand answer it was drawn for: it paints before the scripts run, and the app hydrates it.
   */
  const prerendered = async (c: Context<AppEnv>, html: string) => {
    const markup = prerenderedMarkup(root, c.req.path);
    if (!markup || !ask) return null;
    const url = new URL(c.req.url);
    const { answers } = await firstAnswers(ask, url.origin, [BRAND_URL], { cookie: null, authorization: null });
    const page = withPrerendered(html, markup, (answers[BRAND_URL] ?? {}) as PageBrand, url.search);
    return page ? { html: page, answers } : null;
  };
  /**
   * index.html for a route of the app. It names the screen's code as module preloads
   * (first-chunks.ts), so the browser fetches it with the entry rather than after the entry has
   * run and the router has asked; a signed-in page in the shell also carries the answers to its
   * first API calls (first-calls.ts, first-answers.ts), so its first render draws from them. A
   * signed-in viewer's copy is their own (private); past 1 KiB it is compressed here.
   */
  const appPage = async (c: Context<AppEnv>) => {
    const html = indexHtml();
    if (html === null) return null;
    htmlHeaders(c);
    const headers = requestHeaders(c);
    const viewer = headers.get('cookie')
      ? await resolveSession(c.get('services'), headers, () => c.req.raw.headers)
      : null;
    const calls = viewer ? firstCalls(c.req.path, viewer.user.id, await pairingOf(c, viewer.user.id, lookups)) : [];
    const chunks = firstChunks(root, c.req.path, viewer !== null);
    // A signed-in viewer's copy is theirs (and may renew their session cookie): no shared cache keeps it.
    if (viewer) c.header('Cache-Control', 'private, no-cache');
    for (const cookie of viewer?.renewedCookies ?? []) c.header('Set-Cookie', cookie, { append: true });
    const drawn = viewer ? null : await prerendered(c, html);
    if (drawn)
      return sendText(
        c,
        withHead(drawn.html, [firstAnswersTag(drawn.answers), firstChunkLinks(chunks)].join('\n    ')),
      );
    if (calls.length === 0 && chunks.length === 0) return c.html(html);
    const first =
      ask && calls.length > 0
        ? await firstAnswers(
            ask,
            new URL(c.req.url).origin,
            calls,
            {
              cookie: headers.get('cookie'),
              authorization: headers.get('authorization'),
            },
            localAnswers(c, viewer, headers),
          )
        : null;
    for (const cookie of first?.setCookies ?? []) c.header('Set-Cookie', cookie, { append: true });
    const head = [firstAnswersTag(first?.answers ?? {}), firstChunkLinks(chunks)].filter(Boolean).join('\n    ');
    return sendText(c, withHead(html, head));
  };
  app.get('/', async (c, next) => (await appPage(c)) ?? next());
  // The prerendered form submitted before the app took it over (it posts, so no password lands
  // in an address): back to the page, whose app then signs in.
  for (const page of PRERENDERED_PAGES)
    app.post(page.path, (c) => c.redirect(`${page.path}${new URL(c.req.url).search}`, 303));

  app.use(
    '*',
    serveStatic({
      root,
      index: 'index.html',
      precompressed: true,
      rewriteRequestPath: hidesDotPaths,
      onFound: (path, c) => {
        varyOnEncoding(c);
        if (path.endsWith('.html')) htmlHeaders(c);
        else c.header('Cache-Control', 'no-cache');
      },
    }),
  );

  app.get('*', async (c) => {
    const page = await appPage(c);
    if (!page) {
      return c.html(
        `<!doctype html><title>${escapeHtml(config.productName)}</title><p>The web app is not built yet. Run <code>npm run build:web</code> (or <code>npm start</code>), or use <code>npm run dev</code>.</p>`,
        503,
      );
    }
    return page;
  });
  return app;
}

/**
 * The session's answer comes from the page's own resolution (auth/session-answer.ts), not from
 * better-auth's router; a "don't remember me" session stays better-auth's to answer.
 */
function localAnswers(
  c: Context<AppEnv>,
  viewer: ResolvedSession | null,
  headers: HeaderReader,
): Record<string, () => Promise<unknown>> {
  if (!viewer || hasDontRememberCookie(headers)) return {};
  return { [SESSION_ANSWER_URL]: () => sessionAnswer(c.get('services'), viewer.sessionId) };
}

/** The connected pairing of the viewer and the person a relationship page shows, for its posts preload. */
async function pairingOf(c: Context<AppEnv>, viewerId: string, lookups: PageLookups): Promise<string | null> {
  const otherId = relationshipOtherId(c.req.path, viewerId);
  if (!otherId || !lookups.connectedPairing) return null;
  return lookups.connectedPairing(c.get('services'), viewerId, otherId);
}

/** HTML made per request: Brotli (quality 5) or gzip by the request's Accept-Encoding from 1 KiB on. */
function sendText(c: Context<AppEnv>, html: string): Response {
  varyOnEncoding(c);
  const coding = html.length >= 1024 ? preferredCoding(requestHeaders(c).get('accept-encoding') ?? undefined) : null;
  if (!coding) return c.html(html);
  const bytes = Buffer.from(html);
  const packed =
    coding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(bytes, { level: 6 });
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Encoding', coding);
  return c.body(new Uint8Array(packed));
}

/** The same URL answers br, gzip or identity: caches must key on Accept-Encoding (serveStatic sets it only when it compressed). */
function varyOnEncoding(c: Context<AppEnv>): void {
  if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}

/** The page's head tags go before `</head>`, replacing the app's own <title> when they bring one. */
function withHead(html: string, head: string): string {
  const page = head.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return page.replace('</head>', `${head}\n</head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
