/**
 * The extension's side panel in Chromium: cold open (the first load of sidepanel.html in a
 * fresh browser, a signed-in token already stored) and warm open (the same page opened again
 * in that browser), each to the first relationship row rendered, for a viewer with 50
 * relationships; and the JavaScript sidepanel.html loads (raw and gzip). The baseline is the
 * toolbar popup measured in the same run: its open to the signed-in user shown, its JS.
 * Needs the built extension (`npx wxt build`) and Chromium (see README).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../e2e/harness/browser';
import { EXTENSION_PATH, extensionId } from '../e2e/harness/extension';
import { onCleanup } from './lib/cleanup';
import { extensionPageFirstLoad } from './lib/first-load';
import { assertTokenWorks, type BenchServer, type BenchUser, insertUsers, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { percentile, ratio } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';

const FULL = { browsers: 8, warmOpensPerBrowser: 4 };
const QUICK = { browsers: 3, warmOpensPerBrowser: 2 };
const RELATIONSHIPS = 50;

/** The storage keys of extension/lib/auth-storage.ts (STORAGE_KEYS). */
const AUTH_KEYS = { serverUrl: 'rapport.serverUrl', token: 'rapport.authToken' };

type Surface = {
  name: 'side panel' | 'popup';
  page: string;
  /** What "rendered" means: the first relationship row, or the signed-in user. */
  ready: string;
};
const SIDE_PANEL: Surface = { name: 'side panel', page: 'sidepanel.html', ready: 'a[href^="/relationships/"]' };
const POPUP: Surface = { name: 'popup', page: 'popup.html', ready: 'section[aria-label="Signed in as"]' };

type Shape = typeof FULL;
type OpenTimes = { cold: number[]; warm: number[] };
type Summary = { count: number; p50: number; p95: number };

function summary(values: number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Connected pairings between the viewer and each other user, written straight to the database. */
export async function connect(server: BenchServer, viewer: BenchUser, others: BenchUser[]): Promise<void> {
  const base = Date.now();
  await server.services.db
    .insertInto('pairing')
    .values(
      others.map(({ id }, i) => {
        const [userId1, userId2] = [viewer.id, id].sort() as [string, string];
        // Distinct activity times, so the list has a real order.
        const at = new Date(base - i * 60_000).toISOString();
        return {
          id: randomUUID(),
          userId1,
          userId2,
          status: 'connected' as const,
          requestedBy: viewer.id,
          source: null,
          createdAt: at,
          connectedAt: at,
          lastActivityAt: at,
        };
      }),
    )
    .execute();
}

/**
 * Stores the server and token the way a sign-in does, through the service worker. A worker
 * that is just starting (or restarting) may not have its `chrome` yet: try again briefly.
 */
export async function storeSignIn(browser: Browser, serverUrl: string, token: string): Promise<void> {
  const items = { [AUTH_KEYS.serverUrl]: serverUrl, [AUTH_KEYS.token]: token };
  for (let attempt = 1; ; attempt++) {
    try {
      const target = await browser.waitForTarget(
        (t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'),
        { timeout: 20_000 },
      );
      const worker = await target.worker();
      if (!worker) throw new Error('the extension has no service worker');
      await worker.evaluate(
        (values: Record<string, string>) =>
          (
            globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }
          ).chrome.storage.local.set(values),
        items,
      );
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

/**
 * Opens the surface in a new page and answers the milliseconds from the start of its
 * navigation (performance.timeOrigin) to the moment `ready` first matched, read in the page
 * by a DOM-mutation wait that puppeteer re-installs in each new document.
 */
async function openOnce(browser: Browser, id: string, surface: Surface): Promise<number> {
  const page = await browser.newPage();
  await page.setViewport({ width: 400, height: 760 });
  const ready = page.waitForFunction(
    (selector: string) =>
      location.protocol === 'chrome-extension:' && document.querySelector(selector) ? performance.now() : 0,
    { polling: 'mutation', timeout: 30_000 },
    surface.ready,
  );
  try {
    await page.goto(`chrome-extension://${id}/${surface.page}`, { waitUntil: 'domcontentloaded' });
  } catch (error) {
    await ready.catch(() => undefined);
    throw error;
  }
  const ms = (await (await ready).jsonValue()) as number;
  await page.close();
  return ms;
}

/** One fresh browser per cold open; its later opens are warm (code cache and HTTP cache filled). */
async function measureSurface(
  extensionPath: string,
  surface: Surface,
  shape: Shape,
  server: BenchServer,
  viewer: BenchUser,
): Promise<OpenTimes> {
  const times: OpenTimes = { cold: [], warm: [] };
  for (let run = 0; run < shape.browsers; run++) {
    const chromium = await launchBrowser({ extensionPath });
    const close = onCleanup('close chromium', () => chromium.close());
    try {
      const id = await extensionId(chromium.browser);
      await storeSignIn(chromium.browser, server.url, viewer.token);
      // A blank tab keeps the browser alive between the measured pages.
      await chromium.browser.newPage();
      times.cold.push(await openOnce(chromium.browser, id, surface));
      for (let i = 0; i < shape.warmOpensPerBrowser; i++)
        times.warm.push(await openOnce(chromium.browser, id, surface));
    } finally {
      await close();
    }
    console.log(`  ${surface.name}: browser ${run + 1}/${shape.browsers} done`);
  }
  return times;
}

type JsSize = { files: string[]; raw: number; gzip: number };

/**
 * The JS an extension page loads before it runs: its module script and modulepreloads with
 * their static imports, and for the side panel the steps its script loads (first-load.ts).
 */
function jsSizeOf(extensionPath: string, htmlFile: string): JsSize {
  const { files, raw, gzip } = extensionPageFirstLoad(extensionPath, htmlFile, {
    stagedEntry: htmlFile === SIDE_PANEL.page,
  });
  return { files, raw, gzip };
}

async function run(options: RunOptions): Promise<BenchReport> {
  if (!existsSync(join(EXTENSION_PATH, SIDE_PANEL.page))) {
    throw new Error(`no built extension at ${EXTENSION_PATH}: run \`npx wxt build\` first`);
  }
  const shape = options.quick ? QUICK : FULL;
  // A copy of the build: a rebuild during the run (wxt build empties dist-ext) cannot disturb it.
  const extensionPath = mkdtempSync(join(tmpdir(), 'rapport-bench-ext-'));
  const removeCopy = onCleanup(`rm ${extensionPath}`, () => rmSync(extensionPath, { recursive: true, force: true }));
  cpSync(EXTENSION_PATH, extensionPath, { recursive: true });
  const server = await startRapport();
  const [viewer, ...others] = await insertUsers(server, RELATIONSHIPS + 1);
  if (!viewer) throw new Error('no viewer');
  await assertTokenWorks(server, viewer);
  await connect(server, viewer, others);

  // Alternating would share caches between the two; each surface gets its own browsers.
  const popup = await measureSurface(extensionPath, POPUP, shape, server, viewer);
  const panel = await measureSurface(extensionPath, SIDE_PANEL, shape, server, viewer);
  await server.stop();

  const rows: string[][] = [];
  const data: Record<string, unknown> = { relationships: RELATIONSHIPS, shape };
  for (const kind of ['cold', 'warm'] as const) {
    const p = summary(panel[kind]);
    const b = summary(popup[kind]);
    rows.push([
      `${kind} open (${p.count} runs)`,
      fmt(p.p50, 0),
      fmt(p.p95, 0),
      fmt(b.p50, 0),
      fmt(b.p95, 0),
      fmtRatio(ratio(p.p50, b.p50)),
      fmtRatio(ratio(p.p95, b.p95)),
    ]);
    data[kind] = { sidePanel: p, popup: b };
  }
  const openTable: Table = {
    title: `Side panel open to the first relationship row, ms (viewer with ${RELATIONSHIPS} relationships)`,
    headers: ['open', 'panel p50', 'panel p95', 'popup p50', 'popup p95', 'p50 ratio', 'p95 ratio'],
    rows,
    notes: [
      'ratio = side panel / popup (to the signed-in user shown), both in the same run, browser and server.',
      `cold: the first open in a fresh Chromium profile (${shape.browsers} browsers each); warm: ${shape.warmOpensPerBrowser} further opens in each of those browsers.`,
      'Times run from the navigation start of the extension page to the element first in the DOM (a wait on DOM mutations, read with performance.now() in the page).',
    ],
  };

  const panelJs = jsSizeOf(extensionPath, SIDE_PANEL.page);
  const popupJs = jsSizeOf(extensionPath, POPUP.page);
  await removeCopy();
  const kb = (bytes: number) => fmtInt(bytes / 1024);
  const sizeTable: Table = {
    title: 'JavaScript loaded by the page before it runs (module script, modulepreloads, their static imports), KiB',
    headers: ['page', 'files', 'raw', 'gzip'],
    rows: [
      ['sidepanel.html', String(panelJs.files.length), kb(panelJs.raw), kb(panelJs.gzip)],
      ['popup.html (baseline)', String(popupJs.files.length), kb(popupJs.raw), kb(popupJs.gzip)],
      [
        'ratio side panel / popup',
        '',
        fmtRatio(ratio(panelJs.raw, popupJs.raw)),
        fmtRatio(ratio(panelJs.gzip, popupJs.gzip)),
      ],
    ],
    notes: [
      `side panel: ${panelJs.files.join(', ')}; lazy chunks (the PDF viewer, its worker) load only when used and are not counted.`,
      'gzip: node:zlib level 9.',
    ],
  };
  data.js = { sidePanel: panelJs, popup: popupJs };
  return { name: 'sidepanel', tables: [openTable, sizeTable], data };
}

export const sidePanelBench: Bench = {
  name: 'sidepanel',
  describe: 'extension side panel cold/warm open to the first row, and its JS size, against the popup',
  run,
};
