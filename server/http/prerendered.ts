import { join } from 'node:path';
import { PRERENDER_DIR, PRERENDERED_PAGES, PRERENDERED_PRODUCT_NAME } from '@shared/web-pages';
import { buildFile } from './build-file';

/** The brand the page's answer to `GET /api/config` gives (the fields the prerendered markup draws). */
export type PageBrand = { productName?: unknown; companyLogoUrl?: unknown };

/** The path the web app asks its brand at; the prerendered page carries its answer. */
export const BRAND_URL = '/api/config';

const EMPTY_ROOT = '<div id="root"></div>';
/** The app's entry as Vite writes it into index.html. */
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The build's markup of the signed-out screen at `pathname` (the sign-in form: the build writes
 * it, scripts/vite-prerender.ts), or null when the build has none for it.
 */
export function prerenderedMarkup(root: string, pathname: string): string | null {
  const page = PRERENDERED_PAGES.find((entry) => entry.path === pathname.replace(/(.)\/$/, '$1'));
  return page ? buildFile(join(root, PRERENDER_DIR, `${page.file}.html`), (text) => text) : null;
}

/**
 * index.html with the screen drawn inside `#root`, for the brand the page's first render will
 * read (`brand`, the server's `GET /api/config` answer that goes in the page with it): its
 * product name in place of the build's placeholder, and the query string the screen's links
 * carry on (the sign-in page's link to sign-up keeps `?next=`), as the app's router writes it.
 * The entry then runs after the page's first paint. Null when the markup cannot be the app's first render: the brand shows a company logo, which
 * the prerender does not draw (the page then goes empty, as every page did before).
 */
export function withPrerendered(html: string, markup: string, brand: PageBrand, search: string): string | null {
  if (brand.companyLogoUrl || typeof brand.productName !== 'string' || !html.includes(EMPTY_ROOT)) return null;
  let screen = markup.replaceAll(PRERENDERED_PRODUCT_NAME, escapeHtml(brand.productName));
  const query = new URLSearchParams(search).toString();
  if (query) screen = screen.replaceAll('href="/signup"', `href="/signup?${escapeHtml(query)}"`);
  // The entry downloads as before but runs after the first paint (webapp/public/after-paint.js).
  const page = html.replace(
    ENTRY,
    '<link rel="modulepreload" crossorigin href="$1" data-entry>\n    <script type="module" src="/after-paint.js"></script>',
  );
  return page.replace(EMPTY_ROOT, `<div id="root">${screen}</div>`);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}
