/**
 * One page of the web app measured as a phone loads it (issue 18): Lighthouse 12 (mobile
 * preset: simulated slow 4G, 4x slower CPU) and axe-core (WCAG 2 A/AA) in a fresh Chromium
 * (cold cache), and the demo pages to measure, found through the API as the web app finds them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxePuppeteer } from '@axe-core/puppeteer';
import { launchBrowser } from '../../e2e/harness/browser';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { onCleanup } from './cleanup';

/** BENCH_LHR_DIR=<dir>: each page's whole Lighthouse report is kept there (LCP phases, request chains). */
function keepReport(name: string, lhr: unknown) {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = `${name.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
  writeFileSync(join(dir, file), JSON.stringify(lhr));
}

export const DEMO_EMAIL = 'avery@demo.rapport.test';
export const KIB = 1024;
/** Issue 18's budget for every page; bytes differ for sign-in and the signed-in pages. */
export const BUDGET = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 100, axe: 0 };
export const BYTES_BUDGET = { signIn: 150 * KIB, signedIn: 250 * KIB };

export type Cookie = { name: string; value: string };
export type PageSpec = { name: string; path: string; signedIn: boolean };
export type PageResult = {
  name: string;
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's main-thread work (ms, simulated 4x CPU): what TBT is cut from. */
  mainThreadMs: number;
  cls: number;
  accessibility: number;
  bytes: number;
  requests: number;
  bytesBudget: number;
  axe: string[];
  /** Lighthouse accessibility audits that failed (they cost the score its points). */
  failedA11yAudits: string[];
};

type LighthouseResult = {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
    audits: Record<
      string,
      { numericValue?: number; score?: number | null; details?: { items?: unknown[] } } | undefined
    >;
  };
};
type Lighthouse = (
  url: string,
  flags: object,
  config: undefined,
  page: unknown,
) => Promise<LighthouseResult | undefined>;

/** A devDependency only the benches load: resolved at run time, so typechecking needs no install of it. */
async function loadLighthouse(): Promise<Lighthouse> {
  const name = 'lighthouse';
  return ((await import(name)) as { default: Lighthouse }).default;
}

/** The demo user's session cookie, from a sign-in through the API (as the login form does). */
export async function sessionCookie(baseUrl: string): Promise<Cookie> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
  if (!res.ok || !cookie) throw new Error(`demo sign-in failed: ${res.status}`);
  const [pair = ''] = cookie.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

async function read<T>(baseUrl: string, cookie: Cookie, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  const body = (await res.json()) as { data?: T } & T;
  return (body.data ?? body) as T;
}

/** A meeting post of the viewer's in their group (the demo data has none): its page, the host's. */
async function meetingPath(baseUrl: string, cookie: Cookie, viewerId: string, groupId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: `${cookie.name}=${cookie.value}` },
    body: JSON.stringify({ createdBy: viewerId, type: 'Meeting', content: 'Quick sync', groupsToShareWith: [groupId] }),
  });
  const body = (await res.json()) as { data?: { postId?: string } };
  if (!res.ok || !body.data?.postId) throw new Error(`meeting post: ${res.status}`);
  return `/meet/${body.data.postId}?host=true`;
}

/**
 * The pages of issue 18 for the demo viewer: sign-in, home, their first relationship with a
 * person (by the other person's id, as the sidebar links it), their first group, their profile,
 * the jobs list, their published job and a meeting they host. (The e-sign editor opens from a
 * group, not at an address: the phone e2e holds its bytes and axe.)
 */
export async function demoPages(baseUrl: string, cookie: Cookie): Promise<PageSpec[]> {
  const session = await read<{ user: { id: string } }>(baseUrl, cookie, '/api/auth/get-session');
  const viewerId = session.user.id;
  const me = await read<{ profileAlias: string }>(baseUrl, cookie, `/api/user/id?userId=${viewerId}`);
  const groups = await read<{ results: { groupId: string }[] }>(baseUrl, cookie, '/api/groups?skip=0&limit=1');
  const rows = await read<{ results: { userId: string; role: string }[] }>(
    baseUrl,
    cookie,
    `/api/user/connections/recent?userId=${viewerId}&skip=0&limit=10`,
  );
  const person = rows.results.find((row) => row.role === 'user');
  const group = groups.results[0];
  // The demo viewer's published job: its page is the owner's (details and applicants).
  const jobs = await read<{ results: { jobId: string }[] }>(
    baseUrl,
    cookie,
    `/api/jobs/posted/${viewerId}?status[]=Published&skip=0&limit=1`,
  );
  const job = jobs.results[0];
  if (!person || !group || !job) throw new Error('the demo viewer has no relationship with a person, group or job');
  return [
    { name: 'sign-in', path: '/login', signedIn: false },
    { name: 'signed-in home', path: '/', signedIn: true },
    { name: 'a relationship', path: `/relationships/${person.userId}`, signedIn: true },
    { name: 'a group', path: `/group/${group.groupId}`, signedIn: true },
    { name: 'the profile', path: `/cp/${encodeURIComponent(me.profileAlias)}`, signedIn: true },
    { name: 'the jobs list', path: '/jobs/view', signedIn: true },
    { name: 'a job', path: `/jobs/${job.jobId}`, signedIn: true },
    { name: 'a meeting', path: await meetingPath(baseUrl, cookie, viewerId, group.groupId), signedIn: true },
  ];
}

/** Lighthouse (performance, accessibility) and axe on `spec` served at `baseUrl`, in a fresh browser. */
export async function measurePage(baseUrl: string, spec: PageSpec, cookie: Cookie): Promise<PageResult> {
  // The meeting page asks for the camera and microphone: Chromium's fake devices, no prompt.
  const chromium = await launchBrowser({
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const close = onCleanup('close chromium', () => chromium.close());
  try {
    const page = await chromium.browser.newPage();
    const url = `${baseUrl}${spec.path}`;
    if (spec.signedIn) await page.setCookie({ ...cookie, url: baseUrl });
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
    keepReport(spec.name, lhr);
    const audits = lhr.audits;
    const axe = await new AxePuppeteer(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    return {
      name: spec.name,
      path: spec.path,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      requests: audits['network-requests']?.details?.items?.length ?? Number.NaN,
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
