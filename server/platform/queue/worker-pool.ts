import type { Logger } from '../../logger';

/**
 * `concurrency` polling loops. Each asks `work()` for one job; when there was none it
 * sleeps `pollMs` unless woken (an enqueue in this process). `stop()` ends the loops
 * after their current job, waiting at most `stopTimeoutMs`.
 */
export function workerPool(options: {
  concurrency: number;
  pollMs: number;
  stopTimeoutMs: number;
  logger: Logger;
  /** Runs one job if one is due; false when there was nothing to do. */
  work: () => Promise<boolean>;
  /** Called about once per `maintenanceEveryMs` by one of the loops. */
  maintenance?: () => Promise<void>;
  maintenanceEveryMs?: number;
}) {
  let running = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  let lastMaintenance = Date.now();

  const wake = () => {
    for (const resolve of sleepers) resolve();
    sleepers.clear();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function loop() {
    let failures = 0;
    while (running) {
      try {
        const didWork = await options.work();
        failures = 0;
        if (
          running &&
          options.maintenance &&
          Date.now() - lastMaintenance >= (options.maintenanceEveryMs ?? 3_600_000)
        ) {
          lastMaintenance = Date.now();
          await options.maintenance();
        }
        if (!didWork && running) await sleep(options.pollMs);
        // better-sqlite3 never yields: without this, back-to-back jobs starve HTTP and sockets.
        else await new Promise((resolve) => setImmediate(resolve));
      } catch (error) {
        // The database may be restarting: back off instead of spinning on the error.
        failures++;
        options.logger.error({ err: error }, 'job worker could not poll the queue');
        if (running) await sleep(Math.min(30_000, options.pollMs * 2 ** Math.min(failures, 6)));
      }
    }
  }

  return {
    wake,
    start() {
      if (running || options.concurrency <= 0) return;
      running = true;
      loops = Array.from({ length: options.concurrency }, () => loop());
    },
    async stop(): Promise<boolean> {
      if (!running) return true;
      running = false;
      wake();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), options.stopTimeoutMs);
      });
      const finished = await Promise.race([Promise.all(loops).then(() => true), timedOut]);
      clearTimeout(timer);
      return finished;
    },
  };
}
