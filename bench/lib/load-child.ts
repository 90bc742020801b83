/**
 * Child process that drives autocannon (see load.ts): an optional warm-up run, then the
 * measured run. autocannon's histogram keeps whole milliseconds, too coarse for a
 * hello-world at sub-millisecond latency, so this keeps every 2xx response time from its
 * 'response' event (fractional ms from hrtime) and sends them back.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadSample } from './load';

async function main(options: LoadOptions): Promise<LoadSample> {
  const shape = {
    url: options.url,
    connections: options.connections,
    headers: options.headers,
    ...(options.method ? { method: options.method, body: options.body } : {}),
  };
  if (options.warmupSec > 0) await autocannon({ ...shape, duration: options.warmupSec });
  const latencies: number[] = [];
  const run = autocannon({ ...shape, duration: options.durationSec });
  run.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
  });
  const result = await run;
  return {
    latencies: Float64Array.from(latencies),
    seconds: result.duration,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.once('message', (options: LoadOptions) => {
  main(options).then(
    (sample) => process.send?.({ sample }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
  );
});
