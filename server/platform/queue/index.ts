import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import type { Logger } from '../../logger';

export type JobHandler<P> = (payload: P, job: { id: string; attempts: number }) => Promise<void>;
export type RegisterOptions = { maxAttempts?: number; backoffMs?: (attempt: number) => number; leaseMs?: number };
export type EnqueueOptions = { delayMs?: number; runAt?: Date; maxAttempts?: number };

export type Queue = {
  register<P>(name: string, handler: JobHandler<P>, options?: RegisterOptions): void;
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<string>;
  start(): void;
  stop(): Promise<void>;
  runDueOnce?(): Promise<number>;
};

export function createQueue(deps: { db: Db; dialect: DialectName; logger: Logger; config: Config }): Queue {
  void deps;
  const handlers = new Map<string, unknown>();
  return {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue() {
      throw new Error('queue: not ready');
    },
    start() {},
    async stop() {},
  };
}
