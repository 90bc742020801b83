/** Latency and ratio arithmetic shared by the benchmarks. */

export type LatencySummary = { count: number; p50: number; p99: number; max: number; mean: number };

/** Nearest-rank percentile of an ascending-sorted array (p in 0..100). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Sorts a copy (typed arrays sort numerically) and reads p50, p99, max and the mean. */
export function summarize(values: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

/** The middle value (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** candidate / baseline; NaN when either side is missing or the baseline is zero. */
export function ratio(candidate: number, baseline: number): number {
  if (!Number.isFinite(candidate) || !Number.isFinite(baseline) || baseline === 0) return Number.NaN;
  return candidate / baseline;
}

/** Microseconds on the monotonic clock, which every process on the host shares (Linux CLOCK_MONOTONIC). */
export function nowMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
