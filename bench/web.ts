/**
 * The first load as a phone sees it (issue 18): Lighthouse 12 (mobile preset: simulated slow
 * 4G, 4x slower CPU) and axe-core (WCAG 2 A/AA) in Debian's Chromium, on a production build
 * with the demo data: sign-in, the signed-in home, a relationship, a group, the profile. Each
 * page in a fresh browser (cold cache). Then the side panel with Chromium's 4x CPU throttling:
 * the sum of long tasks until the relationship list shows, against the popup in the same run.
 * Needs `npm run build` and `npx wxt build`. RAPPORT_WEB_DIR measures another web build.
 * BENCH_AGAINST=<another checkout, built> measures the pages only, on both checkouts'
 * servers and builds in interleaved rounds (BENCH_WEB_ROUNDS, default 3): see lib/web-ab.ts.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/harness/browser';
import { EXTENSION_PATH, extensionId } from '../e2e/harness/extension';
import { webDir } from '../server/http/static';
import { onCleanup } from './lib/cleanup';
import { extensionPageFirstLoad, webFirstLoad } from './lib/first-load';
import { freePort } from './lib/free-port';
import {
  BUDGET,
  BYTES_BUDGET,
  demoPages,
  KIB,
  measurePage,
  type PageResult,
  sessionCookie,
} from './lib/lighthouse-page';
import { type BenchServer, insertUsers, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { fmt, fmtInt, type Table } from './lib/table';
import { abPages } from './lib/web-ab';
import { connect, storeSignIn } from './sidepanel';

/** RAPPORT_EXT_DIR measures another extension build (e.g. an earlier one, for before/after). */
const extensionDir = () => process.env.RAPPORT_EXT_DIR ?? EXTENSION_PATH;
const PANEL_LONG_TASKS_BUDGET_MS = 200;

/** Long tasks (ms each) until `ready` shows, with the CPU slowed 4x over the DevTools protocol. */
export async function longTasksUntil(browser: Browser, url: string, ready: string): Promise<number[]> {
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 400, height: 760 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(() => {
    const tasks: number[] = [];
    (globalThis as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(ready, { timeout: 60_000 });
  // A task in flight when the element appeared ends within a frame or two.
  await new Promise((done) => setTimeout(done, 300));
  const tasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: number[] }).__longTasks);
  await page.close();
  return tasks;
}

async function measurePanel(
  server: BenchServer,
  runs: number,
): Promise<{ panel: number[]; popup: number[]; panelAxe: string[] }> {
  const extensionPath = mkdtempSync(join(tmpdir(), 'rapport-bench-ext-'));
  const removeCopy = onCleanup(`rm ${extensionPath}`, () => rmSync(extensionPath, { recursive: true, force: true }));
  cpSync(extensionDir(), extensionPath, { recursive: true });
  const [viewer, ...others] = await insertUsers(server, 51);
  if (!viewer) throw new Error('no viewer');
  await connect(server, viewer, others);
  const sums = { panel: [] as number[], popup: [] as number[], panelAxe: [] as string[] };
  for (let run = 0; run < runs; run++) {
    const chromium = await launchBrowser({ extensionPath });
    const close = onCleanup('close chromium', () => chromium.close());
    try {
      const id = await extensionId(chromium.browser);
      await storeSignIn(chromium.browser, server.url, viewer.token);
      await chromium.browser.newPage();
      const sum = (tasks: number[]) => tasks.reduce((a, b) => a + b, 0);
      sums.panel.push(
        sum(
          await longTasksUntil(
            chromium.browser,
            `chrome-extension://${id}/sidepanel.html`,
            'a[href^="/relationships/"]',
          ),
        ),
      );
      sums.popup.push(
        sum(
          await longTasksUntil(
            chromium.browser,
            `chrome-extension://${id}/popup.html`,
            'section[aria-label="Signed in as"]',
          ),
        ),
      );
      if (run === 0) {
        const page = await chromium.browser.newPage();
        await page.goto(`chrome-extension://${id}/sidepanel.html`);
        await page.waitForSelector('a[href^="/relationships/"]', { timeout: 60_000 });
        const axe = await new AxePuppeteer(page).withTags(['wcag2a', 'wcag2aa']).analyze();
        sums.panelAxe = axe.violations.map((v) => `${v.id} (${v.nodes.length})`);
      }
    } finally {
      await close();
    }
  }
  await removeCopy();
  return sums;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function run(options: RunOptions): Promise<BenchReport> {
  const against = process.env.BENCH_AGAINST;
  if (against) {
    const rounds = Number(process.env.BENCH_WEB_ROUNDS ?? (options.quick ? 1 : 3));
    return { name: 'web', ...(await abPages(against, rounds)) };
  }
  if (!existsSync(join(webDir(), 'index.html'))) throw new Error(`no web build at ${webDir()}: run \`npm run build\``);
  if (!existsSync(join(extensionDir(), 'sidepanel.html'))) throw new Error('no built extension: run `npx wxt build`');
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const server = await startRapport({ env: { SEED_DEMO: '1', PORT: String(port), PUBLIC_URL: publicUrl } });
  const cookie = await sessionCookie(server.url);
  const results: PageResult[] = [];
  for (const spec of await demoPages(server.url, cookie)) {
    results.push(await measurePage(server.url, spec, cookie));
    console.log(`  ${spec.name}: done`);
  }
  const panel = await measurePanel(server, options.quick ? 1 : 3);
  await server.stop();

  const pageTable: Table = {
    title:
      'Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), and axe-core WCAG 2 A/AA: production build, demo data',
    headers: ['page', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'accessibility', 'KiB transferred', 'axe violations'],
    rows: [
      ...results.map((r) => [
        r.name,
        String(r.performance),
        fmtInt(r.lcpMs),
        fmtInt(r.tbtMs),
        fmt(r.cls, 3),
        String(r.accessibility),
        fmtInt(r.bytes / KIB),
        r.axe.length ? r.axe.join(', ') : '0',
      ]),
      [
        'budget',
        `>= ${BUDGET.performance}`,
        `<= ${BUDGET.lcpMs}`,
        `<= ${BUDGET.tbtMs}`,
        `<= ${BUDGET.cls}`,
        String(BUDGET.accessibility),
        `<= ${BYTES_BUDGET.signIn / KIB} sign-in, ${BYTES_BUDGET.signedIn / KIB} signed in`,
        '0',
      ],
    ],
    notes: [
      'KiB transferred: Lighthouse total-byte-weight (every response of the load as received, compressed where served so).',
      ...results.map(
        (r) =>
          `${r.name} (${r.path}): performance ${mark(r.performance >= BUDGET.performance)}, LCP ${mark(r.lcpMs <= BUDGET.lcpMs)}, TBT ${mark(r.tbtMs <= BUDGET.tbtMs)}, CLS ${mark(r.cls <= BUDGET.cls)}, accessibility ${mark(r.accessibility >= BUDGET.accessibility)}${r.failedA11yAudits.length ? ` (${r.failedA11yAudits.join(', ')})` : ''}, bytes ${mark(r.bytes <= r.bytesBudget)}, axe ${mark(r.axe.length === 0)}`,
      ),
    ],
  };
  // A build without a Vite manifest (an earlier one, for before/after) is read from its HTML.
  const web = existsSync(join(webDir(), '.vite/manifest.json'))
    ? webFirstLoad(webDir())
    : { js: extensionPageFirstLoad(webDir(), 'index.html') };
  const sidePanel = extensionPageFirstLoad(extensionDir(), 'sidepanel.html', { stagedEntry: true });
  const sizeTable: Table = {
    title: 'First-load JavaScript (entry and its static imports), KiB',
    headers: ['page', 'files', 'raw', 'gzip', 'brotli', 'budget (gzip)'],
    rows: [
      [
        'web app index.html',
        String(web.js.files.length),
        fmtInt(web.js.raw / KIB),
        fmt(web.js.gzip / KIB, 1),
        fmt(web.js.brotli / KIB, 1),
        '<= 150',
      ],
      [
        'side panel',
        String(sidePanel.files.length),
        fmtInt(sidePanel.raw / KIB),
        fmt(sidePanel.gzip / KIB, 1),
        fmt(sidePanel.brotli / KIB, 1),
        '<= 150',
      ],
    ],
  };
  const panelTable: Table = {
    title: 'Side panel with 4x CPU throttling: sum of long tasks until the relationship list shows, ms',
    headers: ['page', 'runs', 'median', 'max', 'budget'],
    rows: [
      [
        'side panel (50 relationships)',
        String(panel.panel.length),
        fmtInt(median(panel.panel)),
        fmtInt(Math.max(...panel.panel)),
        `<= ${PANEL_LONG_TASKS_BUDGET_MS}`,
      ],
      [
        'popup (baseline, to the signed-in user)',
        String(panel.popup.length),
        fmtInt(median(panel.popup)),
        fmtInt(Math.max(...panel.popup)),
        '',
      ],
    ],
    notes: [`side panel axe-core WCAG 2 A/AA violations: ${panel.panelAxe.length ? panel.panelAxe.join(', ') : '0'}`],
  };
  return {
    name: 'web',
    tables: [pageTable, sizeTable, panelTable],
    data: { webDir: webDir(), pages: results, firstLoad: { web, sidePanel }, sidePanelLongTasks: panel },
  };
}

export const webBench: Bench = {
  name: 'web',
  describe: 'Lighthouse (mobile) + axe on the web app with demo data; first-load JS; side panel long tasks at 4x CPU',
  run,
};
