/** The part of autocannon 8's programmatic API the bench uses (it ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  type Result = { duration: number; errors: number; timeouts: number; non2xx: number; requests: { total: number } };
  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
