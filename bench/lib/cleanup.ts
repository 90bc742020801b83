/**
 * One place that knows what the run started (servers, child processes, temp dirs) and
 * undoes it, last first: at the end, on Ctrl-C, on the run's deadline, or on a crash.
 */
type Cleanup = { label: string; run: () => Promise<void> | void };

const pending: Cleanup[] = [];

/** Registers an undo step; the returned function runs it now and forgets it. */
export function onCleanup(label: string, run: Cleanup['run']): () => Promise<void> {
  const entry: Cleanup = { label, run };
  pending.push(entry);
  return async () => {
    const at = pending.indexOf(entry);
    if (at === -1) return;
    pending.splice(at, 1);
    await entry.run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (pending.length) {
    const next = pending.pop() as Cleanup;
    try {
      await next.run();
    } catch (error) {
      console.error(`cleanup "${next.label}" failed:`, error);
    }
  }
}

/** Cleans up and exits on signals and on the deadline, so the run always stops by itself. */
export function installExitHandlers(deadlineMs: number): void {
  const bail = (reason: string, code: number) => {
    console.error(`\nbench: ${reason}; cleaning up`);
    void cleanupAll().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => bail('interrupted', 130));
  process.once('SIGTERM', () => bail('terminated', 143));
  setTimeout(() => bail(`over the ${Math.round(deadlineMs / 1000)} s deadline`, 1), deadlineMs).unref();
}
