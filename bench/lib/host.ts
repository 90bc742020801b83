import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** The host's 1-minute load average, to tell a quiet run from one that shared its cores. */
export function hostLoad(): number {
  return Math.round((loadavg()[0] ?? 0) * 10) / 10;
}

/** A table note on how busy the host was; ratios hold up better than absolute figures. */
export function loadNote(atStart: number, atEnd: number): string {
  const cores = cpus().length;
  const busy = Math.max(atStart, atEnd) > cores;
  return `host load average ${atStart} at start, ${atEnd} at end, ${cores} cores${busy ? ': other processes competed for the CPU, so absolute figures are low and ratios noisier than on a quiet host' : ''}.`;
}

/** The host's CPU time so far, all cores (/proc/stat, ms): busy, and in all. Null without /proc. */
export function hostCpuMs(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal ...
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) * 10, total: total * 10 };
  } catch {
    return null;
  }
}

/** The share of the host's cores (0-1) busy between two readings of hostCpuMs. */
export function hostBusy(before: ReturnType<typeof hostCpuMs>, after: ReturnType<typeof hostCpuMs>): number {
  if (!before || !after || after.total <= before.total) return Number.NaN;
  return (after.busy - before.busy) / (after.total - before.total);
}
