/**
 * The first load as a phone sees it (issue 18): Lighthouse 12 (mobile preset: simulated slow
 * 4G, 4x slower CPU) and axe-core (WCAG 2 A/AA) in Debian's Chromium, on a production build
 * with the demo data: sign-in, the signed-in home, a relationship, a group, the profile. Each
 * page in a fresh browser (cold cache). Then the side panel with Chromium's 4x CPU throttling:
 * the sum of long tasks until the relationship list shows, against the popup in the same run.
 * Needs `npm run build` and `npx wxt build`. RAPPORT_WEB_DIR measures another web build.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../e2e/harness/browser';
import { EXTENSION_PATH, extensionId } from '../e2e/harness/extension';
import { webDir } from '../server/http/static';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { onCleanup } from './lib/cleanup';
import { freePort } from './lib/free-port';
import { extensionPageFirstLoad, webFirstLoad } from './lib/first-load';
import { type BenchServer, insertUsers, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { fmt, fmtInt, type Table } from './lib/table';
import { connect, storeSignIn } from './sidepanel';

const DEMO_EMAIL = 'avery@demo.rapport.test';
/** RAPPORT_EXT_DIR measures another extension build (e.g. an earlier one, for before/after). */
const extensionDir = () => process.env.RAPPORT_EXT_DIR ?? EXTENSION_PATH;
const KIB = 1024;
/** Issue 18's budget for every page; bytes differ for sign-in and the signed-in pages. */
const BUDGET = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 100, axe: 0 };
const BYTES_BUDGET = { signIn: 150 * KIB, signedIn: 250 * KIB };
const PANEL_LONG_TASKS_BUDGET_MS = 200;

type PageSpec = { name: string; path: string; signedIn: boolean };
type PageResult = {
  name: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bytes: number;
  bytesBudget: number;
  axe: string[];
  /** Lighthouse accessibility audits that failed (they cost the score its points). */
  failedA11yAudits: string[];
};

/** The demo user's session cookie, from a sign-in through the API (as the login form does). */
async function sessionCookie(server: BenchServer): Promise<{ name: string; value: string }> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
  if (!res.ok || !cookie) throw new Error(`demo sign-in failed: ${res.status}`);
  const [pair = ''] = cookie.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/** The pages of issue 18, with the demo viewer's first relationship and group. */
async function pagesOf(server: BenchServer): Promise<PageSpec[]> {
  const db = server.services.db;
  const viewer = await db
    .selectFrom('user')
    .select(['id', 'profileAlias'])
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  const pairing = await db
    .selectFrom('pairing')
    .select('id')
    .where((eb) => eb.or([eb('userId1', '=', viewer.id), eb('userId2', '=', viewer.id)]))
    .where('status', '=', 'connected')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('group_member')
    .select('groupId')
    .where('userId', '=', viewer.id)
    .executeTakeFirstOrThrow();
  return [
    { name: 'sign-in', path: '/login', signedIn: false },
    { name: 'signed-in home', path: '/', signedIn: true },
    { name: 'a relationship', path: `/relationships/${pairing.id}`, signedIn: true },
    { name: 'a group', path: `/group/${group.groupId}`, signedIn: true },
    { name: 'the profile', path: `/cp/${encodeURIComponent(viewer.profileAlias)}`, signedIn: true },
  ];
}

type Audits = Record<string, { numericValue?: number } | undefined>;
type LighthouseResult = {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { numericValue?: number; score?: number | null } | undefined>;
  };
};
type Lighthouse = (
  url: string,
  flags: object,
  config: undefined,
  page: unknown,
) => Promise<LighthouseResult | undefined>;

/** A devDependency only this bench loads: resolved at run time, so typechecking needs no install of it. */
async function loadLighthouse(): Promise<Lighthouse> {
  const name = 'lighthouse';
  return ((await import(name)) as { default: Lighthouse }).default;
}

async function measurePage(
  server: BenchServer,
  spec: PageSpec,
  cookie: { name: string; value: string },
): Promise<PageResult> {
  const chromium = await launchBrowser();
  const close = onCleanup('close chromium', () => chromium.close());
  try {
    const page = await chromium.browser.newPage();
    const url = `${server.url}${spec.path}`;
    if (spec.signedIn) await page.setCookie({ ...cookie, url: server.url });
    // A fresh profile is a cold cache; the storage reset would also drop the session cookie.
    const lighthouse = await loadLighthouse();
    const run = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Audits;
    const axe = await new AxePuppeteer(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    return {
      name: spec.name,
      path: spec.path,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      bytesBudget: spec.signedIn ? BYTES_BUDGET.signedIn : BYTES_BUDGET.signIn,
      axe: axe.violations.map((v) => `${v.id} (${v.nodes.length})`),
      failedA11yAudits: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    await close();
  }
}

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
  if (!existsSync(join(webDir(), 'index.html'))) throw new Error(`no web build at ${webDir()}: run \`npm run build\``);
  if (!existsSync(join(extensionDir(), 'sidepanel.html'))) throw new Error('no built extension: run `npx wxt build`');
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const server = await startRapport({ env: { SEED_DEMO: '1', PORT: String(port), PUBLIC_URL: publicUrl } });
  const cookie = await sessionCookie(server);
  const results: PageResult[] = [];
  for (const spec of await pagesOf(server)) {
    results.push(await measurePage(server, spec, cookie));
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
