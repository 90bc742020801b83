import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRERENDER_DIR, PRERENDERED_PRODUCT_NAME } from '@shared/web-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

/** A built web app's index.html, and the sign-in form as the build's prerender writes it (scripts/vite-prerender.ts). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Rapport</title>
    <script type="module" crossorigin src="/assets/index-Cvk1CMoJ.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const LOGIN = `<!--$--><main><span>${PRERENDERED_PRODUCT_NAME}</span><section><h1>Sign in to ${PRERENDERED_PRODUCT_NAME}</h1><form method="post" noValidate=""><label for="_R_59_">Email</label><input id="_R_59_" type="email" value=""/><button type="submit">SIGN IN</button></form></section><p>New here?<!-- --> <a href="/signup" data-discover="true">Create an account</a></p></main><!--/$-->`;

const webDirectory = mkdtempSync(join(tmpdir(), 'rapport-web-'));
const previous = process.env.RAPPORT_WEB_DIR;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(webDirectory, PRERENDER_DIR), { recursive: true });
  writeFileSync(join(webDirectory, 'index.html'), INDEX);
  writeFileSync(join(webDirectory, PRERENDER_DIR, 'login.html'), LOGIN);
  process.env.RAPPORT_WEB_DIR = webDirectory;
  server = await startTestServer();
});
afterAll(async () => {
  await stopTestServers();
  if (previous === undefined) delete process.env.RAPPORT_WEB_DIR;
  else process.env.RAPPORT_WEB_DIR = previous;
  rmSync(webDirectory, { recursive: true, force: true });
});

/** What a browser shows before any script runs: the text inside #root, tags and comments dropped. */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const brandAnswer = (html: string) => {
  const block = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1] ?? '{}') as Record<string, { productName?: string }>)['/api/config'] : undefined;
};

describe('the sign-in page, drawn by the build', () => {
  it("comes with its form and the server's product name, and the brand answer its first render reads", async () => {
    const res = await fetch(`${server.url}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(rootText(html)).toBe('Rapport Sign in to Rapport Email SIGN IN New here? Create an account');
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain(PRERENDERED_PRODUCT_NAME);
    expect(brandAnswer(html)?.productName).toBe('Rapport');
    // The entry downloads at once and runs after the first paint (webapp/public/after-paint.js).
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Cvk1CMoJ.js" data-entry>');
    expect(html).toContain('<script type="module" src="/after-paint.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Cvk1CMoJ.js">');
  });

  it('keeps the query string on the link to sign-up, as the router writes it, escaped', async () => {
    const html = await (await fetch(`${server.url}/login?next=%2Frelationships&x="><b>`)).text();
    expect(html).toContain('href="/signup?next=%2Frelationships&amp;x=%22%3E%3Cb%3E"');
    expect(html).not.toContain('"><b>');
  });

  it('a white-labelled server writes its own PRODUCT_NAME, escaped', async () => {
    const other = await startTestServer({ env: { PRODUCT_NAME: 'Acme & <Link>' } });
    const html = await (await fetch(`${other.url}/login`)).text();
    expect(rootText(html)).toContain('Sign in to Acme &amp; &lt;Link&gt;');
    expect(html).not.toContain('<Link>');
    expect(brandAnswer(html)?.productName).toBe('Acme & <Link>');
  });

  it('a company logo (which the build does not draw) and a signed-in viewer get the empty page', async () => {
    const branded = await startTestServer({ env: { COMPANY_LOGO_URL: 'https://cdn.example.com/logo.png' } });
    expect(await (await fetch(`${branded.url}/login`)).text()).not.toContain('<form');
    const cookie = sessionCookie(await signUp(server.url));
    const html = await (await fetch(`${server.url}/login`, { headers: { cookie } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<form');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Cvk1CMoJ.js">');
  });

  it('a submit before the app took the form over goes back to the page (303), the password in no address', async () => {
    const res = await fetch(`${server.url}/login?next=%2Fjobs%2Fview`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&password=secret',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?next=%2Fjobs%2Fview');
  });

  it('other pages stay empty, and the markup file itself is not served', async () => {
    for (const path of ['/signup', '/', '/no-such-page']) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toContain('<div id="root"></div>');
    }
    const file = await fetch(`${server.url}/${PRERENDER_DIR}/login.html`);
    expect(await file.text()).not.toContain('<form');
  });
});
