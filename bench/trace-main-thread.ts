/**
 * `npx tsx bench/trace-main-thread.ts panel|home [runs]`: a Chromium performance trace of a
 * cold open with the CPU slowed 4x over the DevTools protocol (the side panel to its first
 * relationship row, or the web app's signed-in home with the demo data to its first post),
 * and each long task until then with what ran in it: its top-level events (script
 * evaluation, compile, function calls, layout, parse) and the functions the sampling
 * profiler saw most, by self time. A tool for finding what to cut, not a benchmark.
 * `ab`/`abcpu <runs> <dirA> <dirB>` compare two extension builds' cold opens (see below).
 * Needs `npx wxt build` (panel) or `npm run build` (home). RAPPORT_EXT_DIR / RAPPORT_WEB_DIR
 * trace another build; TRACE_OUT=file keeps the raw trace (load it in DevTools).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../e2e/harness/browser';
import { EXTENSION_PATH, extensionId } from '../e2e/harness/extension';
import { webDir } from '../server/http/static';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { cleanupAll, onCleanup } from './lib/cleanup';
import { freePort } from './lib/free-port';
import { type BenchServer, type BenchUser, insertUsers, startRapport } from './lib/rapport';
import { median } from './lib/stats';
import { connect, storeSignIn } from './sidepanel';
import { longTasksUntil } from './web';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event: unlike `dur`, not lengthened while the host runs others. */
  tdur?: number;
  id?: string;
  cat?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number; parentNode?: ProfileNode };

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const short = (url: string) => url.replace(/^chrome-extension:\/\/[a-z]+\//, '').replace(/^https?:\/\/[^/]+\//, '');

/** Opens `url` traced with 4x CPU, marks `ready` in the page when `selector` first shows. */
async function traceOpen(
  browser: Browser,
  url: string,
  selector: string,
): Promise<{ events: TraceEvent[]; readyMs: number }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 400, height: 760 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ categories: CATEGORIES });
  // When `selector` first matched, in the page's clock (read by a DOM-mutation wait).
  const ready = page.waitForFunction(
    (sel: string) => {
      if (location.href === 'about:blank' || !document.querySelector(sel)) return 0;
      // A TimeStamp event in the trace's own clock.
      console.timeStamp('rapport-ready');
      return performance.now();
    },
    { polling: 'mutation', timeout: Number(process.env.TRACE_TIMEOUT ?? 120_000) },
    selector,
  );
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const readyMs = (await (
    await ready.catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/trace-timeout.png' });
      console.log(await page.evaluate(() => document.body.innerText));
      throw error;
    })
  ).jsonValue()) as number;
  await new Promise((done) => setTimeout(done, 500));
  const buffer = await page.tracing.stop();
  await page.close();
  const parsed = JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(parsed));
  return { events: parsed.traceEvents, readyMs };
}

type Sample = { ts: number; node: ProfileNode };

/** The sampling profiler's samples, per pid:tid, with their trace timestamps. */
function samplesOf(events: TraceEvent[]): Map<string, Sample[]> {
  const profiles = new Map<
    string,
    { key: string; start: number; nodes: Map<number, ProfileNode>; samples: Sample[]; last: number }
  >();
  for (const e of events) {
    if (e.name === 'Profile' && e.id) {
      const start = (e.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
      profiles.set(`${e.pid}:${e.id}`, { key: `${e.pid}:${e.tid}`, start, nodes: new Map(), samples: [], last: start });
    }
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const profile = profiles.get(`${e.pid}:${e.id}`);
    if (!profile) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) {
      profile.nodes.set(node.id, node);
      if (node.parent !== undefined) node.parentNode = profile.nodes.get(node.parent);
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      profile.last += deltas[i] ?? 0;
      const node = profile.nodes.get(samples[i] as number);
      if (node) profile.samples.push({ ts: profile.last, node });
    }
  }
  const byThread = new Map<string, Sample[]>();
  for (const p of profiles.values()) byThread.set(p.key, [...(byThread.get(p.key) ?? []), ...p.samples]);
  return byThread;
}

/** Where a build's files are, to read their source maps (built with EXT_SOURCEMAP=1 or build.sourcemap). */
let mapsDir = '';
const maps = new Map<string, TraceMap | null>();

function frameName(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = short(frame.url);
  if (!maps.has(file)) {
    const path = join(mapsDir, `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (map) {
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at.source) {
      const source = at.source.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
      return `${at.name ?? name} ${source}:${at.line}`;
    }
  }
  return `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

function analyse(
  { events, readyMs }: { events: TraceEvent[]; readyMs: number },
  label: string,
): { sum: number; tasks: number[] } {
  const rendererMains = new Set(
    events
      .filter(
        (e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const stamp = events.find(
    (e) => e.name === 'TimeStamp' && (e.args?.data as { message?: string })?.message === 'rapport-ready',
  );
  if (!stamp) throw new Error('no ready TimeStamp in the trace');
  const ready = { pid: stamp.pid, tid: stamp.tid, ts: stamp.ts };
  // navigationStart is the page's time origin; without it, the ready time in the page's clock.
  const origin = events.find((e) => e.name === 'navigationStart' && e.pid === stamp.pid) ?? {
    ts: stamp.ts - readyMs * 1000,
  };
  const main = `${ready.pid}:${ready.tid}`;
  if (!rendererMains.has(main)) console.warn(`the ready mark is not on a CrRendererMain thread (${main})`);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navStart = origin.ts;
  const tasks = onMain.filter(
    (e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 50_000,
  );
  const samples = samplesOf(events).get(main) ?? [];
  const before = tasks.filter((t) => t.ts < ready.ts);
  let sum = 0;
  console.log(`\n=== ${label}: ready at ${((ready.ts - navStart) / 1000).toFixed(0)} ms after navigation start`);
  for (const task of before) {
    const dur = (task.dur ?? 0) / 1000;
    sum += dur;
    const end = task.ts + (task.dur ?? 0);
    console.log(
      `\n-- long task at +${((task.ts - navStart) / 1000).toFixed(0)} ms, ${dur.toFixed(0)} ms${end > ready.ts ? ' (ready inside)' : ''}`,
    );
    // Top-level work inside the task: direct children by containment.
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const children: TraceEvent[] = [];
    let reach = 0;
    for (const e of inside) {
      if (e.ts >= reach) {
        children.push(e);
        reach = e.ts + (e.dur ?? 0);
      }
    }
    const grouped = new Map<string, number>();
    for (const c of children) {
      const d = c.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
      const what = [c.name, d?.functionName, d?.type, d?.url ? short(d.url) : undefined].filter(Boolean).join(' ');
      grouped.set(what, (grouped.get(what) ?? 0) + (c.dur ?? 0) / 1000);
    }
    for (const [what, ms] of [...grouped].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`   ${ms.toFixed(1).padStart(7)} ms  ${what}`);
    }
    // Nested interesting events anywhere in the task.
    const nested = new Map<string, number>();
    for (const e of inside) {
      if (
        [
          'v8.compile',
          'v8.compileModule',
          'EvaluateScript',
          'v8.evaluateModule',
          'Layout',
          'UpdateLayoutTree',
          'ParseAuthorStyleSheet',
          'Paint',
          'MajorGC',
          'MinorGC',
          'V8.GC_MC_BACKGROUND',
          'BlinkGC.AtomicPhase',
          'v8.parseOnBackground',
          'ScheduleStyleRecalculation',
          'HitTest',
          'v8.produceModuleCache',
          'v8.produceCache',
        ].includes(e.name)
      ) {
        nested.set(e.name, (nested.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
    }
    console.log(`   nested: ${[...nested].map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ')}`);
    const self = new Map<string, number>();
    const byUrl = new Map<string, number>();
    let count = 0;
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      count++;
      const name = frameName(s.node.callFrame);
      self.set(name, (self.get(name) ?? 0) + 1);
      const url = s.node.callFrame.url ? short(s.node.callFrame.url) : `(${s.node.callFrame.functionName || 'native'})`;
      byUrl.set(url, (byUrl.get(url) ?? 0) + 1);
    }
    // Inclusive time of the app's own functions (not node_modules): which component or hook.
    const inclusive = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = s.node; n; n = n.parentNode) {
        const name = frameName(n.callFrame);
        if (!/ (webapp|extension|shared)\//.test(name) || seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
    }
    if (count) {
      console.log('   app code, inclusive:');
      for (const [name, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
        console.log(`     ${((100 * n) / count).toFixed(0).padStart(3)}%  ${name}`);
      }
      console.log(
        `   samples ${count}; self by url: ${[...byUrl]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([u, n]) => `${u} ${((100 * n) / count).toFixed(0)}%`)
          .join(', ')}`,
      );
      for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
        console.log(`     ${((100 * n) / count).toFixed(0).padStart(3)}%  ${name}`);
      }
    }
  }
  console.log(`\n${label}: ${before.length} long tasks before ready, sum ${sum.toFixed(0)} ms`);
  return { sum, tasks: before.map((t) => (t.dur ?? 0) / 1000) };
}

async function sessionCookie(server: BenchServer): Promise<{ name: string; value: string }> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'avery@demo.rapport.test', password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
  if (!res.ok || !cookie) throw new Error(`demo sign-in failed: ${res.status}`);
  const [pair = ''] = cookie.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/** A copy of an extension build (Chromium writes into the directory it loads). */
function copyExtension(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'rapport-trace-ext-'));
  onCleanup(`rm ${copy}`, () => rmSync(copy, { recursive: true, force: true }));
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** A server whose viewer has 50 relationships: the side panel's list to wait for. */
async function panelWorld(): Promise<{ server: BenchServer; viewer: BenchUser }> {
  const server = await startRapport();
  const [viewer, ...others] = await insertUsers(server, 51);
  if (!viewer) throw new Error('no viewer');
  await connect(server, viewer, others);
  return { server, viewer };
}

/**
 * Opens the side panel of `extensionPath` signed in as `viewer` in a fresh browser and
 * measures its cold open with `measure` (given the browser, the panel's URL and the list's
 * selector); the browser is closed afterwards.
 */
async function measurePanelOpen<T>(
  extensionPath: string,
  world: { server: BenchServer; viewer: BenchUser },
  measure: (browser: Browser, url: string, selector: string) => Promise<T>,
): Promise<T> {
  const chromium = await launchBrowser({ extensionPath });
  const close = onCleanup('close chromium', () => chromium.close());
  try {
    const id = await extensionId(chromium.browser);
    await storeSignIn(chromium.browser, world.server.url, world.viewer.token);
    await chromium.browser.newPage();
    return await measure(chromium.browser, `chrome-extension://${id}/sidepanel.html`, 'a[href^="/relationships/"]');
  } finally {
    await close();
  }
}

async function tracePanel(runs: number): Promise<void> {
  const extensionPath = copyExtension(process.env.RAPPORT_EXT_DIR ?? EXTENSION_PATH);
  mapsDir = extensionPath;
  const world = await panelWorld();
  const sums: number[] = [];
  for (let run = 0; run < runs; run++) {
    const events = await measurePanelOpen(extensionPath, world, traceOpen);
    sums.push(analyse(events, `side panel run ${run + 1}`).sum);
  }
  await world.server.stop();
  console.log(`\nside panel long-task sums: ${sums.map((s) => s.toFixed(0)).join(', ')}`);
}

async function traceHome(runs: number): Promise<void> {
  const port = await freePort();
  const server = await startRapport({
    env: { SEED_DEMO: '1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  const cookie = await sessionCookie(server);
  mapsDir = webDir();
  const sums: number[] = [];
  for (let run = 0; run < runs; run++) {
    const chromium = await launchBrowser();
    const close = onCleanup('close chromium', () => chromium.close());
    try {
      const page = await chromium.browser.newPage();
      await page.setCookie({ ...cookie, url: server.url });
      await page.close();
      const events = await traceOpen(chromium.browser, `${server.url}/`, 'article');
      sums.push(analyse(events, `home run ${run + 1}`).sum);
    } finally {
      await close();
    }
  }
  await server.stop();
  console.log(`\nhome long-task sums: ${sums.map((s) => s.toFixed(0)).join(', ')}`);
}

/**
 * `ab <runs> <dirA> <dirB>`: the bench's long-task sum (a PerformanceObserver in the page,
 * as `npm run bench -- --only=web` reads it) of the side panel's cold open, for two
 * extension builds in alternation, each open in a fresh browser: a same-run A/B.
 */
async function abPanel(runs: number, dirs: string[]): Promise<void> {
  const copies = dirs.map(copyExtension);
  const world = await panelWorld();
  const sums: number[][] = dirs.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, extensionPath] of copies.entries()) {
      const tasks = await measurePanelOpen(extensionPath, world, longTasksUntil);
      sums[i]?.push(tasks.reduce((a, b) => a + b, 0));
    }
    console.log(`round ${run + 1}: ${sums.map((s) => (s.at(-1) ?? 0).toFixed(0)).join(' / ')}`);
  }
  await world.server.stop();
  for (const [i, dir] of dirs.entries()) {
    const s = sums[i] ?? [];
    console.log(
      `${dir}: median ${median(s).toFixed(0)} ms, min ${Math.min(...s).toFixed(0)}, max ${Math.max(...s).toFixed(0)} (${s.map((v) => v.toFixed(0)).join(', ')})`,
    );
  }
  const [a = [], b = []] = sums;
  console.log(`ratio B/A of medians: ${(median(b) / median(a)).toFixed(2)}`);
}

/**
 * The long tasks of a traced open by thread time: each task on the page's main thread from
 * the first after the navigation's commit until 300 ms after `ready` (the window the bench's
 * observer sees), counted when its thread time exceeds 50 ms. Thread time includes the 4x
 * throttling (Chromium slows the thread by keeping it busy) but not the time the host ran
 * other processes, which on a shared machine lengthens wall-clock tasks several fold.
 */
function threadTimeLongTasks({ events }: { events: TraceEvent[] }): number[] {
  const stamp = events.find(
    (e) => e.name === 'TimeStamp' && (e.args?.data as { message?: string })?.message === 'rapport-ready',
  );
  if (!stamp) throw new Error('no ready TimeStamp in the trace');
  const onMain = events.filter((e) => e.pid === stamp.pid && e.tid === stamp.tid && e.ph === 'X');
  const commits = onMain.filter((e) => e.name === 'DocumentLoader::CommitNavigation');
  const committed = Math.max(0, ...commits.map((e) => e.ts + (e.dur ?? 0)));
  return onMain
    .filter(
      (e) =>
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.ts >= committed &&
        e.ts <= stamp.ts + 300_000 &&
        (e.tdur ?? 0) > 50_000,
    )
    .map((e) => (e.tdur ?? 0) / 1000);
}

/**
 * `abcpu <runs> <dirA> <dirB>`: as `ab`, but each open traced and its long tasks counted by
 * thread time (threadTimeLongTasks): a steadier A/B on a loaded host than the observer's
 * wall-clock sum, which stays the bench's figure.
 */
async function abPanelThreadTime(runs: number, dirs: string[]): Promise<void> {
  const copies = dirs.map(copyExtension);
  const world = await panelWorld();
  const sums: number[][] = dirs.map(() => []);
  for (let run = 0; run < runs; run++) {
    const line: string[] = [];
    for (const [i, extensionPath] of copies.entries()) {
      const tasks = threadTimeLongTasks(await measurePanelOpen(extensionPath, world, traceOpen));
      sums[i]?.push(tasks.reduce((a, b) => a + b, 0));
      line.push(`${(sums[i]?.at(-1) ?? 0).toFixed(0)} [${tasks.map((t) => t.toFixed(0)).join(' ')}]`);
    }
    console.log(`round ${run + 1}: ${line.join(' / ')}`);
  }
  await world.server.stop();
  for (const [i, dir] of dirs.entries()) {
    const s = sums[i] ?? [];
    console.log(
      `${dir}: median ${median(s).toFixed(0)} ms thread time, min ${Math.min(...s).toFixed(0)}, max ${Math.max(...s).toFixed(0)}`,
    );
  }
  const [a = [], b = []] = sums;
  console.log(`ratio B/A of medians: ${(median(b) / median(a)).toFixed(2)}`);
}

const [what = 'panel', runs = '1', ...rest] = process.argv.slice(2);
try {
  if (what === 'ab') await abPanel(Number(runs), rest);
  else if (what === 'abcpu') await abPanelThreadTime(Number(runs), rest);
  else if (what === 'home') await traceHome(Number(runs));
  else await tracePanel(Number(runs));
} finally {
  await cleanupAll();
}
process.exit(0);
