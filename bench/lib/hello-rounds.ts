/**
 * The HTTP benches' shared shape: a bare Hono hello as the baseline, every target probed
 * once, then loaded in alternating rounds (so a change in host load falls on all targets
 * alike), and one table of figures with ratios against the hello of the same run.
 */
import { combine, type LoadResult, type LoadSample, runLoad } from './load';
import { processCpuMs } from './process-cpu';
import { startServerProcess } from './server-process';
import { ratio } from './stats';
import { fmt, fmtInt, fmtRatio, type Table } from './table';

/** `pid`: the server's process, whose CPU time per request the table reports. */
export type LoadTarget = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  pid?: number;
};
export type RoundsShape = { connections: number; rounds: number; secondsPerRound: number; warmupSec: number };
/** `cpuUsPerRequest`: the server process's CPU time (user + system) per answered request, in µs. */
export type TargetResult<T extends LoadTarget> = T & { result: LoadResult & { cpuUsPerRequest: number } };

/**
 * A bare Hono hello-world on a free loopback port, in a process of its own like the
 * servers under test (server-process.ts), closed by the bench's cleanup.
 */
export async function startHello(): Promise<{ url: string; pid: number }> {
  const hello = await startServerProcess({ kind: 'hello' });
  return { url: hello.url, pid: hello.pid };
}

/** Fails fast with a readable reason rather than benchmarking 401s. */
export async function probeTargets(targets: readonly LoadTarget[]): Promise<void> {
  for (const target of targets) {
    const probe = await fetch(target.url, { headers: target.headers });
    if (probe.status !== 200) throw new Error(`${target.label}: ${target.url} answered ${probe.status}`);
  }
}

/**
 * Loads each target in turn, `rounds` times over, after one warm-up run of each (not
 * counted), and reads the CPU time each target's server process spent in its rounds.
 */
export async function runRounds<T extends LoadTarget>(targets: readonly T[], shape: RoundsShape) {
  const samples = new Map<T, LoadSample[]>(targets.map((t) => [t, []]));
  const cpuMs = new Map<T, number>(targets.map((t) => [t, 0]));
  const load = (target: T, durationSec: number) =>
    runLoad({
      url: target.url,
      headers: target.headers,
      connections: target.connections ?? shape.connections,
      durationSec,
      warmupSec: 0,
    });
  for (const target of targets) if (shape.warmupSec > 0) await load(target, shape.warmupSec);
  for (let round = 0; round < shape.rounds; round++) {
    for (const target of targets) {
      const before = target.pid ? processCpuMs(target.pid) : null;
      const sample = await load(target, shape.secondsPerRound);
      const after = target.pid ? processCpuMs(target.pid) : null;
      cpuMs.set(target, before === null || after === null ? Number.NaN : (cpuMs.get(target) ?? 0) + after - before);
      samples.get(target)?.push(sample);
      console.log(
        `  round ${round + 1}/${shape.rounds} ${target.label}: ${fmtInt(sample.total / sample.seconds)} req/s`,
      );
    }
  }
  return targets.map((t): TargetResult<T> => {
    const result = combine(samples.get(t) ?? []);
    return { ...t, result: { ...result, cpuUsPerRequest: ((cpuMs.get(t) ?? Number.NaN) * 1000) / result.total } };
  });
}

type Measured = LoadResult & { cpuUsPerRequest: number };

/** Candidate against baseline; `cpu` is the baseline's CPU per request over the candidate's (higher is better, like rps). */
export function ratiosOf(r: Measured, b: Measured) {
  return {
    rps: ratio(r.rps, b.rps),
    p50: ratio(r.p50, b.p50),
    p99: ratio(r.p99, b.p99),
    cpu: ratio(b.cpuUsPerRequest, r.cpuUsPerRequest),
  };
}

/** The report's data: each target's figures and its ratios against the baseline. */
export function targetsData(results: readonly TargetResult<LoadTarget>[], baseline: Measured) {
  return results.map(({ label, url, result }) => ({
    label,
    path: new URL(url).pathname,
    ...result,
    ratios: ratiosOf(result, baseline),
  }));
}

export function roundsTable(
  title: string,
  results: readonly TargetResult<LoadTarget>[],
  baseline: Measured,
  notes: string[],
): Table {
  return {
    title,
    headers: [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'rps / hello',
      'p50 / hello',
      'p99 / hello',
      'CPU µs/req',
      'hello CPU / CPU',
    ],
    rows: results.map(({ label, result: r }) => {
      const x = ratiosOf(r, baseline);
      return [
        label,
        fmtInt(r.rps),
        fmt(r.p50),
        fmt(r.p99),
        fmtInt(r.failures),
        fmtRatio(x.rps),
        fmtRatio(x.p50),
        fmtRatio(x.p99),
        fmtInt(r.cpuUsPerRequest),
        fmtRatio(x.cpu),
      ];
    }),
    notes,
  };
}
