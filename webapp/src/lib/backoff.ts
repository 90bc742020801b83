/** Exponential backoff with equal jitter: half the step fixed, half random. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number, random: () => number): number {
  const step = Math.min(maxMs, initialMs * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}
