/**
 * The web bench's A/B (BENCH_AGAINST=<another checkout of this repository>, say a copy of
 * main with its own `npm run build`): each side is that checkout's server (its own process,
 * its own code, its own dist/web) on its own demo data, and every page is measured on both in
 * interleaved rounds (the order alternating), so host load falls on both alike. Medians per page.
 */
import { freePort } from './free-port';
import { BUDGET, demoPages, KIB, measurePage, type PageResult, type PageSpec, sessionCookie } from './lighthouse-page';
import { startServerProcess } from './server-process';
import { median, ratio } from './stats';
import { fmt, fmtInt, type Table } from './table';

type Side = { label: string; url: string; results: Map<string, PageResult[]> };

async function startSide(label: string, checkout?: string): Promise<Side & { stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServerProcess(
    { kind: 'rapport', env: { SEED_DEMO: '1', PORT: String(port), PUBLIC_URL: url } },
    checkout,
  );
  return { label, url, results: new Map(), stop: server.stop };
}

/** `false` last: shown without a ratio (CLS is 0 on most pages, and 0 -> 0 has none). */
const METRICS: [header: string, read: (r: PageResult) => number, digits: number, hasRatio?: false][] = [
  ['performance', (r) => r.performance, 0],
  ['FCP ms', (r) => r.fcpMs, 0],
  ['LCP ms', (r) => r.lcpMs, 0],
  ['TBT ms', (r) => r.tbtMs, 0],
  ['CLS', (r) => r.cls, 3, false],
  ['main thread ms', (r) => r.mainThreadMs, 0],
  ['KiB', (r) => r.bytes / KIB, 1],
  ['requests', (r) => r.requests, 0],
];

export async function abPages(
  against: string,
  rounds: number,
): Promise<{ tables: Table[]; data: Record<string, unknown> }> {
  const base = await startSide('base', against);
  const mine = await startSide('this');
  try {
    const cookies = new Map([
      [base, await sessionCookie(base.url)],
      [mine, await sessionCookie(mine.url)],
    ]);
    // BENCH_WEB_PAGES=home,group: only the pages whose name holds one of these words.
    const only = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
    const chosen = (specs: PageSpec[]) =>
      specs.filter((spec) => !only || only.some((word) => spec.name.includes(word)));
    const pages = new Map([
      [base, chosen(await demoPages(base.url, cookies.get(base) as never))],
      [mine, chosen(await demoPages(mine.url, cookies.get(mine) as never))],
    ]);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [mine, base] : [base, mine];
      for (let index = 0; index < (pages.get(mine)?.length ?? 0); index++) {
        for (const side of order) {
          const spec = pages.get(side)?.[index];
          if (!spec) continue;
          const result = await measurePage(side.url, spec, cookies.get(side) as never);
          side.results.set(spec.name, [...(side.results.get(spec.name) ?? []), result]);
          console.log(
            `  round ${round + 1} ${side.label} ${spec.name}: ${result.performance}, FCP ${fmtInt(result.fcpMs)}, LCP ${fmtInt(result.lcpMs)}, TBT ${fmtInt(result.tbtMs)}, CLS ${fmt(result.cls, 3)}, main thread ${fmtInt(result.mainThreadMs)}, ${fmt(result.bytes / KIB, 1)} KiB, ${result.requests} requests`,
          );
        }
      }
    }
    const medianOf = (side: Side, page: string, read: (r: PageResult) => number) =>
      median((side.results.get(page) ?? []).map(read));
    const names = [...mine.results.keys()];
    const table: Table = {
      title: `Lighthouse mobile A/B, ${rounds} interleaved rounds, medians: base (${against}) -> this checkout (ratio)`,
      headers: ['page', ...METRICS.map(([header]) => header)],
      rows: names.map((name) => [
        name,
        ...METRICS.map(([, read, digits, hasRatio]) => {
          const a = medianOf(base, name, read);
          const b = medianOf(mine, name, read);
          const shown = `${fmt(a, digits)} -> ${fmt(b, digits)}`;
          return hasRatio === false ? shown : `${shown} (${fmt(ratio(b, a), 2)}x)`;
        }),
      ]),
      notes: [
        `budget: performance >= ${BUDGET.performance}, LCP <= ${BUDGET.lcpMs} ms, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}`,
        'KiB: Lighthouse total-byte-weight; requests: its network-requests audit (the whole load, not only until the first posts).',
        ...names.map((name) => {
          const axe = (mine.results.get(name) ?? []).flatMap((r) => [...r.axe, ...r.failedA11yAudits]);
          return `${name}: this checkout's axe violations and failed accessibility audits: ${axe.length ? [...new Set(axe)].join(', ') : 'none'}`;
        }),
      ],
    };
    return {
      tables: [table],
      data: { against, rounds, base: Object.fromEntries(base.results), this: Object.fromEntries(mine.results) },
    };
  } finally {
    await base.stop();
    await mine.stop();
  }
}
