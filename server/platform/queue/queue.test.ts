import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { BACKOFF_CAP_MS, defaultBackoffMs } from './backoff';
import { type EngineQueue, PermanentJobError, type QueueTuning } from '.';
import { jobStore } from './job-store';
import { dropPrefix, freshPrefix, openTestQueue, QUEUE_ENGINES } from './testing/engines';
import { createTestData, type TestData } from '../../testing/test-data';
import { waitFor } from './testing/wait-for';

let data: TestData;
let handle: DatabaseHandle;

/** Each suite on its own database: an engine's leftovers never meet the other's. */
function freshData() {
  beforeAll(async () => {
    data = await createTestData();
    handle = data.open();
  });
  afterAll(async () => {
    await data?.dispose();
  });
}

// The same behaviour through the same interface on both engines.
describe.each(QUEUE_ENGINES)('queue on $label', ({ engine, skip }) => {
  freshData();
  let prefix = '';
  const opened: EngineQueue[] = [];
  beforeEach(() => {
    prefix = freshPrefix();
  });
  afterEach(async () => {
    for (const queue of opened.splice(0)) await queue.stop().catch(() => undefined);
    await dropPrefix(prefix);
    // A test's leftovers (a retry parked for later, a job due in a minute) must not become due
    // during a later test: under load they did, and 'runDueOnce' counted them there.
    await handle.db.deleteFrom('job').execute();
  });

  function queueOn(h: DatabaseHandle, concurrency = 0, tuning: QueueTuning = {}) {
    const queue = openTestQueue(engine, data, h, { prefix, concurrency, tuning });
    opened.push(queue);
    return queue;
  }

  it.skipIf(skip)('runs a job with its payload and marks it done', async () => {
    const queue = queueOn(handle, 1);
    const seen: unknown[] = [];
    queue.register<{ n: number }>('test.echo', async (payload, job) => {
      seen.push({ payload, attempts: job.attempts });
    });
    queue.start();
    const id = await queue.enqueue('test.echo', { n: 7 });
    await waitFor(async () => (await queue.inspect(id))?.status === 'done');
    expect(seen).toEqual([{ payload: { n: 7 }, attempts: 1 }]);
    expect(await queue.inspect(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    await queue.stop();
  });

  it.skipIf(skip)('retries with growing backoff, then fails with the last error', async () => {
    const queue = queueOn(handle, 1);
    const attemptsAt: number[] = [];
    queue.register(
      'test.flaky',
      async (_p, job) => {
        attemptsAt.push(Date.now());
        throw new Error(`boom ${job.attempts}`);
      },
      { maxAttempts: 3, backoffMs: (attempt) => 150 * attempt },
    );
    queue.start();
    const id = await queue.enqueue('test.flaky', {});
    await waitFor(async () => (await queue.inspect(id))?.status === 'failed');
    expect(attemptsAt).toHaveLength(3);
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(150);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(300);
    const state = await queue.inspect(id);
    expect(state).toMatchObject({ status: 'failed', attempts: 3, maxAttempts: 3 });
    expect(state?.lastError).toContain('boom 3');
    await queue.stop();
  });

  it.skipIf(skip)('keeps a failed attempt queued for later with its error', async () => {
    const queue = queueOn(handle);
    queue.register(
      'test.later',
      async () => {
        throw new Error('not yet');
      },
      { maxAttempts: 4 },
    );
    const id = await queue.enqueue('test.later', {});
    const before = Date.now();
    expect(await queue.runDueOnce()).toBe(1);
    const state = await queue.inspect(id);
    expect(state).toMatchObject({ status: 'queued', attempts: 1 });
    expect(state?.lastError).toContain('not yet');
    // The default backoff for the first retry is between 0.5 and 1 second.
    expect(state!.runAt!.getTime()).toBeGreaterThanOrEqual(before + 500);
    expect(await queue.runDueOnce()).toBe(0);
  });

  it.skipIf(skip)('fails a job at once on a PermanentJobError', async () => {
    const queue = queueOn(handle);
    let calls = 0;
    queue.register(
      'test.permanent',
      async () => {
        calls++;
        throw new PermanentJobError('the address does not exist');
      },
      { maxAttempts: 5 },
    );
    const id = await queue.enqueue('test.permanent', {});
    await queue.runDueOnce();
    expect(calls).toBe(1);
    expect(await queue.inspect(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await queue.inspect(id))?.lastError).toContain('the address does not exist');
  });

  it.skipIf(skip)('fails a job nobody registered with a clear error', async () => {
    const queue = queueOn(handle);
    const id = await queue.enqueue('test.nobody-knows-me', {});
    await queue.runDueOnce();
    const state = await queue.inspect(id);
    expect(state?.status).toBe('failed');
    expect(state?.lastError).toContain('No handler is registered for job "test.nobody-knows-me"');
  });

  it.skipIf(skip)('waits for runAt / delayMs', async () => {
    const queue = queueOn(handle);
    let ran = 0;
    queue.register('test.delayed', async () => {
      ran++;
    });
    await queue.enqueue('test.delayed', {}, { delayMs: 300 });
    await queue.enqueue('test.delayed', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await queue.runDueOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, 350));
    expect(await queue.runDueOnce()).toBe(1);
    expect(ran).toBe(1);
  });

  it.skipIf(skip)('enqueues inside a transaction: no job when the transaction rolls back', async () => {
    const queue = queueOn(handle);
    let id = '';
    await handle.db
      .transaction()
      .execute(async (trx) => {
        id = await queue.enqueue('test.in-trx', {}, { executor: trx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(id).not.toBe('');
    expect(await queue.inspect(id)).toBeUndefined();
    expect(await queue.runDueOnce()).toBe(0);
  });

  it.skipIf(skip)('enqueues inside a transaction: the job runs once the transaction commits', async () => {
    const queue = queueOn(handle);
    const seen: unknown[] = [];
    queue.register('test.committed', async (payload) => {
      seen.push(payload);
    });
    const id = await handle.db
      .transaction()
      .execute((trx) => queue.enqueue('test.committed', { ok: true }, { executor: trx }));
    expect(await queue.runDueOnce()).toBe(1);
    expect(seen).toEqual([{ ok: true }]);
    expect(await queue.inspect(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await queue.runDueOnce()).toBe(0);
  });

  it.skipIf(skip)('a job enqueued in a transaction wakes the idle workers once it commits', async () => {
    // Workers that would sleep an hour between polls: only the wake after the commit runs the
    // job (on PostgreSQL a wake at the insert came before the commit and found nothing).
    const queue = queueOn(handle, 1, { pollMs: 3_600_000 });
    const seen: unknown[] = [];
    queue.register('test.woken', async (payload) => {
      seen.push(payload);
    });
    queue.start();
    // Let the first poll find the queue empty, so the workers are asleep.
    await new Promise((resolve) => setImmediate(resolve));
    const id = await handle.db.transaction().execute(async (trx) => {
      const queued = await queue.enqueue('test.woken', { n: 1 }, { executor: trx });
      // More work in the same transaction after the enqueue, as a feature does.
      await trx.selectFrom('job').select('id').where('id', '=', queued).execute();
      return queued;
    });
    await waitFor(async () => (await queue.inspect(id))?.status === 'done');
    expect(seen).toEqual([{ n: 1 }]);
  });

  it.skipIf(skip)(
    'a job survives a restart: enqueued by one instance, run by a fresh one on the same data',
    async () => {
      const first = data.open();
      const before = queueOn(first);
      const id = await before.enqueue('test.durable', { keep: 'me' });
      await before.stop();
      await first.close();

      const second = data.open();
      const after = queueOn(second, 1);
      const seen: unknown[] = [];
      after.register('test.durable', async (payload) => {
        seen.push(payload);
      });
      after.start();
      await waitFor(async () => (await after.inspect(id))?.status === 'done');
      await after.stop();
      expect(seen).toEqual([{ keep: 'me' }]);
    },
  );

  it.skipIf(skip)('stop() waits for a running handler', async () => {
    const queue = queueOn(handle, 1);
    let finished = false;
    queue.register('test.slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    queue.start();
    const id = await queue.enqueue('test.slow', {});
    await waitFor(async () => (await queue.inspect(id))?.status === 'running');
    await queue.stop();
    expect(finished).toBe(true);
    const probe = queueOn(handle);
    expect((await probe.inspect(id))?.status).toBe('done');
  });
});

// The database engine's own lease fencing (BullMQ fences with its lock tokens).
describe('database queue leases', () => {
  freshData();
  it('fences: a worker whose lease was taken over cannot overwrite the outcome', async () => {
    const store = jobStore(handle.db, handle.dialect);
    const queue = openTestQueue('database', data, handle, { prefix: '' });
    let runs = 0;
    queue.register('test.fenced', async () => {
      runs++;
    });
    const id = await queue.enqueue('test.fenced', {});
    // A stale worker claims with a lease that has already run out...
    const stale = await store.claim('stale-worker', -1);
    expect(stale?.id).toBe(id);
    // ...so a live worker takes the job over and finishes it.
    expect(await queue.runDueOnce()).toBe(1);
    expect(runs).toBe(1);
    const claim = { id, owner: 'stale-worker', attempts: stale!.attempts };
    expect(await store.complete(claim)).toBe(false);
    expect(await store.fail(claim, 'late failure')).toBe(false);
    expect(await store.extendLease(claim, 60_000)).toBe(false);
    expect(await store.get(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null, leaseOwner: null });
  });
});

describe('default backoff', () => {
  it('grows exponentially with jitter and is capped', () => {
    expect(defaultBackoffMs(1, () => 0)).toBe(500);
    expect(defaultBackoffMs(1, () => 1)).toBe(1000);
    expect(defaultBackoffMs(4, () => 0)).toBe(4000);
    expect(defaultBackoffMs(4, () => 1)).toBe(8000);
    expect(defaultBackoffMs(40, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(defaultBackoffMs(40, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});
