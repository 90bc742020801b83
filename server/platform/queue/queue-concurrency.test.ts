import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { EngineQueue, QueueTuning } from '.';
import { jobStore } from './job-store';
import { dropPrefix, engineEnv, freshPrefix, openTestQueue, QUEUE_ENGINES } from './testing/engines';
import { createTestData, type TestData } from '../../testing/test-data';
import { waitFor } from './testing/wait-for';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe.each(QUEUE_ENGINES)('$label with several instances', ({ engine, skip }) => {
  let data: TestData;
  let prefix = '';
  const opened: EngineQueue[] = [];
  beforeAll(async () => {
    data = await createTestData();
  });
  afterAll(async () => {
    await data?.dispose();
  });
  beforeEach(() => {
    prefix = freshPrefix();
  });
  afterEach(async () => {
    for (const queue of opened.splice(0)) await queue.stop().catch(() => undefined);
    await dropPrefix(prefix);
  });

  /** Another "server instance": its own connection (pool) and its own worker identity. */
  function instance(concurrency: number, tuning: QueueTuning = {}): EngineQueue {
    const queue = openTestQueue(engine, data, data.open(), { prefix, concurrency, tuning: { pollMs: 10, ...tuning } });
    opened.push(queue);
    return queue;
  }

  it.skipIf(skip)('never runs a job twice at once, and runs every job exactly once', async () => {
    const total = 60;
    const running = new Set<string>();
    const runs = new Map<string, number>();
    const overlaps: string[] = [];
    const instances = [instance(3), instance(3), instance(3), instance(3)];
    for (const queue of instances) {
      queue.register<{ n: number }>('race.job', async (_payload, job) => {
        if (running.has(job.id)) overlaps.push(job.id);
        running.add(job.id);
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, Math.random() * 15));
        running.delete(job.id);
      });
    }
    const ids = await Promise.all(
      Array.from({ length: total }, (_, n) => instances[n % 4]!.enqueue('race.job', { n })),
    );
    for (const queue of instances) queue.start();
    await waitFor(() => [...runs.values()].reduce((a, b) => a + b, 0) >= total && running.size === 0, 20_000);
    await waitFor(async () => {
      const states = await Promise.all(ids.map((id) => instances[0]!.inspect(id)));
      return states.every((s) => s?.status === 'done');
    });

    expect(overlaps).toEqual([]);
    expect(ids.every((id) => runs.get(id) === 1)).toBe(true);
    const states = await Promise.all(ids.map((id) => instances[0]!.inspect(id)));
    expect(states.every((s) => s?.status === 'done' && s.attempts === 1)).toBe(true);
  });

  it.skipIf(skip)('a long handler keeps its lease: nobody else takes the job', async () => {
    const runsById = new Map<string, number>();
    const make = () => {
      // The handler outlives its lease three times over; the lease is long enough that a busy
      // CI host's event-loop stalls (hundreds of ms at load 15) do not lapse it between renewals.
      const queue = instance(1, { leaseMs: 1_000 });
      queue.register('heartbeat.job', async (_p, job) => {
        runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 3_000));
      });
      return queue;
    };
    const a = make();
    const b = make();
    const id = await a.enqueue('heartbeat.job', {});
    a.start();
    b.start();
    await waitFor(async () => (await a.inspect(id))?.status === 'done', 20_000);
    expect(runsById.get(id)).toBe(1);
    expect(await a.inspect(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it.skipIf(skip)('reruns the job of a killed worker once its lease expires', async () => {
    const leaseMs = 1_500;
    const queue = instance(0, { leaseMs });
    const id = await queue.enqueue('crash.job', { file: 'x' }, { maxAttempts: 3 });

    const script = fileURLToPath(new URL('./testing/claim-and-hang.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        ...data.env,
        ...engineEnv(engine, prefix),
        JOB_NAME: 'crash.job',
        LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    await waitFor(() => output.includes(`claimed ${id} 1`), 20_000);
    expect((await queue.inspect(id))?.status).toBe('running');

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const killedAt = Date.now();

    const runs: { attempts: number; at: number }[] = [];
    queue.register('crash.job', async (_p, job) => {
      runs.push({ attempts: job.attempts, at: Date.now() });
    });
    // Before the lease lapses the job is not claimable; after, it is.
    expect(await queue.runDueOnce()).toBe(0);
    await waitFor(async () => (await queue.runDueOnce()) > 0, 3 * leaseMs + 5_000, 50);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.attempts).toBe(2);
    expect(runs[0]!.at - killedAt).toBeLessThan(3 * leaseMs + 5_000);
    expect(await queue.inspect(id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('database queue leases with several instances', () => {
  let data: TestData;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    data = await createTestData();
    handle = data.open();
  });
  afterAll(async () => {
    await data?.dispose();
  });

  it('fails a job whose worker died on its last attempt', async () => {
    const store = jobStore(handle.db, handle.dialect);
    const queue = openTestQueue('database', data, handle, { prefix: '' });
    queue.register('last.job', async () => undefined);
    const id = await queue.enqueue('last.job', {}, { maxAttempts: 1 });
    expect((await store.claim('dead-worker', -1))?.id).toBe(id);
    expect(await queue.runDueOnce()).toBe(1);
    const state = await queue.inspect(id);
    expect(state?.status).toBe('failed');
    expect(state?.lastError).toContain('stopped before finishing');
  });
});
