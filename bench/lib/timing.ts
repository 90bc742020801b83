import { readFileSync } from 'node:fs';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** A pause that lets the server finish what a phase left queued (closes, GC). */
export async function settle(ms = 500): Promise<void> {
  await sleep(ms);
}

/** How many ephemeral ports loopback clients can use (Linux), or null. */
export function portRangeSize(): number | null {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low && high ? high - low + 1 : null;
  } catch {
    return null;
  }
}
