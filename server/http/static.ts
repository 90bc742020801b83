import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { CSV_IMPORT_TEMPLATE } from '@shared/csv-template';
import type { Config } from '../config';
import type { AppEnv } from './app-env';

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
export function staticRoutes(config: Config) {
  const app = new Hono<AppEnv>();
  const root = webDir();

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
  app.use(
    '*',
    serveStatic({
      root,
      index: 'index.html',
      precompressed: true,
      rewriteRequestPath: hidesDotPaths,
      onFound: (_path, c) => {
        varyOnEncoding(c);
        c.header('Cache-Control', 'no-cache');
      },
    }),
  );

  app.get('*', (c) => {
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      return c.html(
        `<!doctype html><title>${escapeHtml(config.productName)}</title><p>The web app is not built yet. Run <code>npm run build:web</code> (or <code>npm start</code>), or use <code>npm run dev</code>.</p>`,
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(index, 'utf8'));
  });
  return app;
}

/** The same URL answers br, gzip or identity: caches must key on Accept-Encoding (serveStatic sets it only when it compressed). */
function varyOnEncoding(c: Context<AppEnv>): void {
  if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
