import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import { summarize } from './stats';

export type LoadOptions = {
  url: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  headers?: Record<string, string>;
  /** A POST's method and body (the same body every request); GET without them. */
  method?: 'POST';
  body?: string;
};

/** One measured autocannon run: every 2xx latency (ms) and the counters. */
export type LoadSample = {
  latencies: Float64Array;
  seconds: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** What the bench reports of one target, over all its runs; latencies in ms. */
export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  failures: number;
  runs: number;
};

/**
 * Runs autocannon in a child process: on 2 cores the load generator gets a core of its
 * own and never shares an event loop with the server under test, which stays here.
 */
export function runLoad(options: LoadOptions): Promise<LoadSample> {
  const entry = fileURLToPath(new URL('./load-child.ts', import.meta.url));
  // Advanced serialization carries the latency Float64Array without JSON.
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: 'inherit' });
  const forget = onCleanup('autocannon process', () => void child.kill('SIGKILL'));
  const limitMs = (options.warmupSec + options.durationSec) * 1000 + 30_000;
  return new Promise<LoadSample>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`autocannon gave no result in ${limitMs} ms`));
    }, limitMs);
    child.once('message', (message: { sample?: LoadSample; error?: string }) => {
      if (message.sample) resolve(message.sample);
      else reject(new Error(`autocannon: ${message.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      void forget();
      reject(new Error(`autocannon process exited (${code}) without a result`));
    });
    child.send(options);
  });
}

/** Pools a target's runs (its rounds) into one result. */
export function combine(samples: LoadSample[]): LoadResult {
  const size = samples.reduce((n, s) => n + s.latencies.length, 0);
  const all = new Float64Array(size);
  let at = 0;
  for (const s of samples) {
    all.set(s.latencies, at);
    at += s.latencies.length;
  }
  const latency = summarize(all);
  const total = samples.reduce((n, s) => n + s.total, 0);
  const seconds = samples.reduce((n, s) => n + s.seconds, 0);
  return {
    rps: total / seconds,
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    total,
    failures: samples.reduce((n, s) => n + s.non2xx + s.errors + s.timeouts, 0),
    runs: samples.length,
  };
}
