/** Messages between the bench process and its WebSocket client processes (IPC, advanced serialization). */

/**
 * How a client gets a message's text: `frame` takes it from the event when the event
 * carries it (`data.post.content`) and reads GET /api/post/id otherwise, as the web app
 * does; `read` always reads, as a client of ids-only events must.
 */
export type TextMode = 'frame' | 'read';

export type ClientCommand =
  | {
      type: 'connect';
      url: string;
      tokens: string[];
      batchSize: number;
      timeoutMs: number;
      expectChannel: string;
    }
  | {
      type: 'measure';
      /** The event that announces a message (post.created). */
      event: string;
      channel: string;
      messages: number;
      mode: TextMode;
      /** Base URL for the reads (the server's HTTP origin). */
      httpUrl: string;
    }
  | {
      /**
       * A reconnect storm: every token's socket opens at once (no batches); on `ready` each
       * client reads the channel's history after `afterSeq`, as a client back from a drop does.
       */
      type: 'storm';
      url: string;
      httpUrl: string;
      tokens: string[];
      channel: string;
      afterSeq: number;
      /** Events the history must hold for the client to count as caught up. */
      expectEvents: number;
      timeoutMs: number;
    }
  | { type: 'status' }
  | { type: 'collect' }
  | { type: 'close'; timeoutMs: number };

export type ClientReply =
  | { type: 'connected'; ready: number; failed: number; missingChannel: number; errors: string[]; ms: number }
  | { type: 'measuring' }
  | { type: 'status'; received: number }
  | {
      type: 'collected';
      /** Send-to-text latency of every message received, in microseconds. */
      latencies: Float64Array;
      /** The message index of each latency. */
      indexes: Uint32Array;
      received: number;
      /** Texts beyond one per socket and message. */
      duplicates: number;
      /** How many texts came from a read rather than from the frame. */
      reads: number;
      /** Reads that failed (status other than 200). */
      readErrors: number;
    }
  | { type: 'closed'; ms: number }
  | {
      type: 'stormed';
      /** Sockets that had their `ready` frame, and the ms from the storm's start to the last. */
      served: number;
      servedMs: number;
      /** Clients whose history read held every missed event, and the ms to the last of them. */
      caughtUp: number;
      caughtUpMs: number;
      failed: number;
      /** Connection attempts refused or reset before `ready`, each retried after a pause. */
      retries: number;
      /** History reads that failed (network error, timeout or a non-200 answer) and were tried again. */
      historyRetries: number;
      errors: string[];
    }
  | { type: 'error'; message: string };

/** A message's text carries its index and its monotonic send time, so any client can time it. */
export function benchText(i: number, sentAtMicros: number): string {
  return `Bench message ${i} sent ${sentAtMicros}`;
}

export function parseBenchText(text: string): { i: number; sentAt: number } | null {
  const match = /^Bench message (\d+) sent (\d+)$/.exec(text);
  return match ? { i: Number(match[1]), sentAt: Number(match[2]) } : null;
}
