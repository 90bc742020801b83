/**
 * The HTTP benches' shared shape: a bare Hono hello as the baseline, every target probed
 * once, then loaded in alternating rounds (so a change in host load falls on all targets
 * alike), and one table of figures with ratios against the hello of the same run.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { onCleanup } from './cleanup';
import { combine, type LoadResult, type LoadSample, runLoad } from './load';
import { ratio } from './stats';
import { fmt, fmtInt, fmtRatio, type Table } from './table';

export type LoadTarget = { label: string; url: string; headers?: Record<string, string>; connections?: number };
export type RoundsShape = { connections: number; rounds: number; secondsPerRound: number; warmupSec: number };
export type TargetResult<T extends LoadTarget> = T & { result: LoadResult };

/** A bare Hono hello-world on a free loopback port, closed by the bench's cleanup. */
export async function startHello(): Promise<string> {
  const app = new Hono().get('/', (c) => c.text('ok'));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  onCleanup('hello server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Fails fast with a readable reason rather than benchmarking 401s. */
export async function probeTargets(targets: readonly LoadTarget[]): Promise<void> {
  for (const target of targets) {
    const probe = await fetch(target.url, { headers: target.headers });
    if (probe.status !== 200) throw new Error(`${target.label}: ${target.url} answered ${probe.status}`);
  }
}

/** Loads each target in turn, `rounds` times over (warm-up in the first round only). */
export async function runRounds<T extends LoadTarget>(targets: readonly T[], shape: RoundsShape) {
  const samples = new Map<T, LoadSample[]>(targets.map((t) => [t, []]));
  for (let round = 0; round < shape.rounds; round++) {
    for (const target of targets) {
      const sample = await runLoad({
        url: target.url,
        headers: target.headers,
        connections: target.connections ?? shape.connections,
        durationSec: shape.secondsPerRound,
        warmupSec: round === 0 ? shape.warmupSec : 0,
      });
      samples.get(target)?.push(sample);
      console.log(
        `  round ${round + 1}/${shape.rounds} ${target.label}: ${fmtInt(sample.total / sample.seconds)} req/s`,
      );
    }
  }
  return targets.map((t): TargetResult<T> => ({ ...t, result: combine(samples.get(t) ?? []) }));
}

export function ratiosOf(r: LoadResult, b: LoadResult) {
  return { rps: ratio(r.rps, b.rps), p50: ratio(r.p50, b.p50), p99: ratio(r.p99, b.p99) };
}

/** The report's data: each target's figures and its ratios against the baseline. */
export function targetsData(results: readonly TargetResult<LoadTarget>[], baseline: LoadResult) {
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
  baseline: LoadResult,
  notes: string[],
): Table {
  return {
    title,
    headers: ['target', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'rps / hello', 'p50 / hello', 'p99 / hello'],
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
      ];
    }),
    notes,
  };
}
