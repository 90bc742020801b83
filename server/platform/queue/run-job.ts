import type { Logger } from '../../logger';
import { defaultBackoffMs } from './backoff';
import { describeError, PermanentJobError } from './job-errors';
import type { Claim, JobRow, JobStore } from './job-store';

/** What a handler learns about the job it runs. `signal` aborts when the lease is lost. */
export type JobContext = { id: string; name: string; attempts: number; maxAttempts: number; signal: AbortSignal };

export type RegisteredHandler = {
  handler: (payload: unknown, job: JobContext) => Promise<void>;
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
  leaseMs: number;
};

export type JobOutcome = 'done' | 'retry' | 'failed' | 'lost';

/**
 * Runs one claimed job: heartbeats its lease at a third of its length, then records the
 * outcome. Every write is fenced by (leaseOwner, attempts); a worker whose lease was
 * taken over learns it (outcome "lost") and changes nothing.
 */
export async function runClaimedJob(
  row: JobRow,
  deps: {
    store: JobStore;
    owner: string;
    handlers: Map<string, RegisteredHandler>;
    logger: Logger;
    claimLeaseMs: number;
    /** Heartbeats of running jobs, so stop() can let the leases of stuck handlers lapse. */
    heartbeats: Set<{ stop(): void }>;
  },
): Promise<JobOutcome> {
  const { store, logger } = deps;
  const claim: Claim = { id: row.id, owner: deps.owner, attempts: Number(row.attempts) };
  const maxAttempts = Number(row.maxAttempts);
  const log = logger.child({ job: row.id, jobName: row.name, attempt: claim.attempts });
  const registered = deps.handlers.get(row.name);

  if (!registered) {
    const error = `No handler is registered for job "${row.name}" on this server; the job cannot run.`;
    log.error(error);
    return (await store.fail(claim, error)) ? 'failed' : 'lost';
  }
  if (claim.attempts > maxAttempts) {
    // Its previous worker stopped mid-run on the last attempt (the lease expired).
    const error = `${row.lastError ? `${row.lastError}\n` : ''}The worker running this job stopped before finishing, and no attempts are left (${maxAttempts}).`;
    log.error('job abandoned after its last attempt');
    return (await store.fail(claim, error)) ? 'failed' : 'lost';
  }

  const lease = new AbortController();
  const heartbeat = await startHeartbeat(claim, registered.leaseMs, deps.claimLeaseMs, store, lease, log);
  deps.heartbeats.add(heartbeat);
  if (lease.signal.aborted) {
    deps.heartbeats.delete(heartbeat);
    return 'lost';
  }
  let failure: unknown;
  let succeeded = false;
  try {
    const payload = JSON.parse(row.payload) as unknown;
    await registered.handler(payload, {
      id: row.id,
      name: row.name,
      attempts: claim.attempts,
      maxAttempts,
      signal: lease.signal,
    });
    succeeded = true;
  } catch (error) {
    failure = error;
  } finally {
    heartbeat.stop();
    deps.heartbeats.delete(heartbeat);
  }

  if (succeeded) {
    if (await store.complete(claim)) return 'done';
    log.warn('job finished after its lease was taken over; the result is not recorded');
    return 'lost';
  }
  const message = describeError(failure);
  if (failure instanceof PermanentJobError || claim.attempts >= maxAttempts) {
    log.error({ err: failure }, 'job failed');
    return (await store.fail(claim, message)) ? 'failed' : 'lost';
  }
  const delay = Math.max(0, registered.backoffMs(claim.attempts));
  log.warn({ err: failure, retryInMs: delay }, 'job attempt failed; retrying');
  return (await store.retryLater(claim, Date.now() + delay, message)) ? 'retry' : 'lost';
}

/**
 * The claim was made with `claimLeaseMs`; the first beat right away switches to the
 * handler's own lease length, later beats keep it alive.
 */
async function startHeartbeat(
  claim: Claim,
  leaseMs: number,
  claimLeaseMs: number,
  store: JobStore,
  lease: AbortController,
  log: Logger,
) {
  const beat = async () => {
    try {
      if (!(await store.extendLease(claim, leaseMs))) {
        log.warn('job lease was lost to another worker');
        lease.abort(new Error('The job lease was lost to another worker.'));
        if (timer) clearInterval(timer);
      }
    } catch (error) {
      log.warn({ err: error }, 'could not extend the job lease');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  if (leaseMs !== claimLeaseMs) await beat();
  if (!lease.signal.aborted) {
    timer = setInterval(() => void beat(), Math.max(10, Math.floor(leaseMs / 3)));
    timer.unref();
  }
  return { stop: () => clearInterval(timer) };
}

export function registration(
  handler: RegisteredHandler['handler'],
  options: { maxAttempts?: number; backoffMs?: (attempt: number) => number; leaseMs?: number } = {},
  defaults: { maxAttempts: number; leaseMs: number },
): RegisteredHandler {
  return {
    handler,
    maxAttempts: options.maxAttempts ?? defaults.maxAttempts,
    backoffMs: options.backoffMs ?? ((attempt) => defaultBackoffMs(attempt)),
    leaseMs: options.leaseMs ?? defaults.leaseMs,
  };
}
