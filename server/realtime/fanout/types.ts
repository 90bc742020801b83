import { z } from 'zod';

/**
 * What instances tell each other: events (with the body sockets receive, its live one
 * when given; or only channel and seq when the receiver loads the stored body) and membership changes. `away` is raised locally by a bus
 * that lost its listening connection (what this instance caches from the bus may be going stale), `resync` after it
 * reconnects, since messages sent while it was away are lost.
 */
export const zBusMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    seq: z.number().int().positive(),
    event: z.string().optional(),
    data: z.unknown().optional(),
  }),
  /** Delivered to the sockets on the channel now, never stored and never replayed (typing). */
  z.object({ type: z.literal('ephemeral'), channel: z.string(), event: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('grant'), userId: z.string(), channel: z.string() }),
  z.object({ type: z.literal('revoke'), userId: z.string(), channel: z.string() }),
  z.object({
    type: z.literal('disconnect'),
    userId: z.string(),
    sessionId: z.string().optional(),
    exceptSessionId: z.string().optional(),
  }),
  z.object({ type: z.literal('away') }),
  z.object({ type: z.literal('resync') }),
  /** A user's sessions (or, without userId, anyone's) changed: instances drop what they cached. */
  z.object({ type: z.literal('sessions'), userId: z.string().optional(), nonce: z.string().optional() }),
]);
export type BusMessage = z.infer<typeof zBusMessage>;

export type BusHandler = (message: BusMessage) => void;

/** The one fan-out interface: in-process, Redis pub/sub or PostgreSQL LISTEN/NOTIFY. */
export interface Fanout {
  readonly name: 'memory' | 'redis' | 'pg';
  /** Delivers to every instance, this one included. */
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: BusHandler): void;
  close(): Promise<void>;
}

/** Parses a message from another process; a malformed one is reported and dropped. */
export function decodeBusMessage(text: string): BusMessage | null {
  try {
    const parsed = zBusMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
