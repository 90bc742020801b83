/** Retry delays: exponential from 1 s, capped at 10 minutes. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 10 * 60_000;

/**
 * Delay before retry number `attempt` (1 = after the first failure). "Equal jitter":
 * half the exponential delay is kept, half is random, so a burst of failures spreads out
 * without ever retrying at once.
 */
export function defaultBackoffMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
