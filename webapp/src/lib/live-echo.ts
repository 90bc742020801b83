import type { QueryClient } from '@tanstack/react-query';

/** How long a live frame's ids-only twin (the same event on the post's own channel) is recognised. */
const ECHO_MS = 5_000;
const MAX_KEYS = 500;
const seenByClient = new WeakMap<QueryClient, Map<string, number>>();

/**
 * One event reaches a socket on several channels (a group's and the post's): the live frame
 * carries the payload, its twin may have ids only. Handlers remember what they applied from
 * a payload, so the twin does not read back what is already shown.
 */
export const liveEcho = {
  applied(queryClient: QueryClient, key: string): void {
    const seen = seenByClient.get(queryClient) ?? new Map<string, number>();
    seenByClient.set(queryClient, seen);
    seen.delete(key);
    seen.set(key, Date.now());
    if (seen.size > MAX_KEYS) seen.delete(seen.keys().next().value as string);
  },
  /** True (once) when a frame with this key was applied from a payload moments ago. */
  isEcho(queryClient: QueryClient, key: string): boolean {
    const seen = seenByClient.get(queryClient);
    const at = seen?.get(key);
    seen?.delete(key);
    return at !== undefined && Date.now() - at < ECHO_MS;
  },
};

/** The key of one event: its name and the ids it names. */
export function echoKey(event: string, ...ids: (string | undefined)[]): string {
  return [event, ...ids.map((id) => id ?? '')].join('|');
}
