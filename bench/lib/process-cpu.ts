import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in ticks of 1/100 s on every architecture. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; null where there is
 * no /proc. On a host shared with other work, a server's CPU time per request moves far
 * less than its requests per second, which fall with whatever share of the cores it gets.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; fields after its closing parenthesis are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) all PostgreSQL server processes on this host have used so far (backends, WAL
 * writer, checkpointer), from /proc: the database's share of a write, beside the server's.
 * Backends that exit between two readings take theirs with them (a pool keeps its own open).
 */
export function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      total += processCpuMs(Number(pid)) ?? 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}
