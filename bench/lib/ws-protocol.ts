/** Messages between the bench process and its WebSocket client process (IPC, advanced serialization). */

export type ClientCommand =
  | { type: 'connect'; url: string; tokens: string[]; batchSize: number; timeoutMs: number; expectChannel: string }
  | { type: 'measure'; event: string; messages: number }
  | { type: 'status' }
  | { type: 'collect' }
  | { type: 'close'; timeoutMs: number };

export type ClientReply =
  | { type: 'connected'; ready: number; failed: number; missingChannel: number; errors: string[]; ms: number }
  | { type: 'measuring' }
  | { type: 'status'; received: number }
  | {
      type: 'collected';
      /** Publish-to-receive latency of every received message, in microseconds. */
      latencies: Float64Array;
      /** The message index of each latency. */
      indexes: Uint32Array;
      received: number;
      /** Frames of the measured event beyond one per socket and message. */
      duplicates: number;
      /** Receivers of each message index. */
      perMessage: number[];
    }
  | { type: 'closed'; ms: number }
  | { type: 'error'; message: string };

/** The payload every bench frame carries: the monotonic send time and the message index. */
export type PingData = { sentAt: number; i: number };
