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
