import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps its request state in AsyncLocalStorage. On Node 20 the first `run` of
 * any such storage turns on a promise hook for the rest of the process: every promise of
 * every request then pays a call into JavaScript (a fifth of an authenticated read's CPU,
 * profile of GET /api/user/id), though only better-auth's own calls read those storages.
 *
 * Every call into better-auth goes through `withAuthContext`; once none has run for
 * QUIET_MS, its storages are disabled, which turns the hook off while no other storage
 * needs it. The next call's `run` turns it back on. The quiet period covers work
 * better-auth leaves running after it answers (none is configured here; see its
 * `backgroundTasks`).
 */
export const QUIET_MS = 1_000;

let inFlight = 0;
let timer: NodeJS.Timeout | undefined;

export async function withAuthContext<T>(call: () => Promise<T>): Promise<T> {
  inFlight++;
  if (timer) {
    clearTimeout(timer);
    timer = undefined;
  }
  try {
    return await call();
  } finally {
    inFlight--;
    if (inFlight === 0) {
      timer = setTimeout(disableWhenQuiet, QUIET_MS);
      timer.unref();
    }
  }
}

function disableWhenQuiet(): void {
  timer = undefined;
  if (inFlight === 0) for (const storage of authStorages()) storage.disable();
}

/** better-auth's storages, kept on a global so that copies of the library share them. */
export function authStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  return Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}
