import { readFileSync } from 'node:fs';

/**
 * The open-files limit of this process. Node raises its soft limit to the hard limit at
 * start, so this is what `ulimit -Hn` allows; a child process gets the same.
 */
export function openFilesLimit(): { soft: number; hard: number } | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = (line?.match(/(\d+|unlimited)\s+(\d+|unlimited)/) ?? []).slice(1);
    const parse = (v?: string) => (v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v));
    return soft && hard ? { soft: parse(soft), hard: parse(hard) } : null;
  } catch {
    return null;
  }
}

/** Sockets one process may hold beside its other descriptors (database, pipes, libuv). */
export const FD_RESERVE = 256;
