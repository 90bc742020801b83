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

/** CPU time (ms) each PostgreSQL server process on this host has used so far, by pid. */
export type PostgresCpu = Map<number, number>;

/**
 * Each PostgreSQL server process's CPU time so far (backends, WAL writer, checkpointer), from
 * /proc: the database's share of a write, beside the server's. Null where there is no /proc.
 */
export function postgresCpu(): PostgresCpu | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const cpu: PostgresCpu = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const ms = processCpuMs(Number(pid));
      if (ms !== null) cpu.set(Number(pid), ms);
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

/**
 * PostgreSQL's CPU time (ms) between two readings, process by process: a backend that started
 * meanwhile counts all of its time, one that exited (another server's pool closing an idle
 * connection) counts nothing, rather than taking its whole past off the total.
 */
export function postgresCpuBetween(before: PostgresCpu, after: PostgresCpu): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
