import type { Server } from 'node:http';
import type pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { DialectName } from '../db/dialect';
import type { Logger } from '../logger';

export type Authenticate = (headers: Headers) => Promise<{ user: { id: string }; sessionId: string } | null>;

export type Realtime = {
  publish(channel: string, event: string, data: unknown): Promise<{ seq: number }>;
  grant(userId: string, channel: string): Promise<void>;
  revoke(userId: string, channel: string): Promise<void>;
  access: { register(kind: string, canRead: (userId: string, id: string) => Promise<boolean>): void };
  history(channel: string, afterSeq: number, limit: number): Promise<unknown[]>;
  attach(server: Server, authenticate: Authenticate): void;
  closeSockets(): Promise<void>;
  close(): Promise<void>;
};

export async function createRealtime(deps: { db: Db; dialect: DialectName; logger: Logger; config: Config; pgPool?: pg.Pool }): Promise<Realtime> {
  void deps;
  return {
    async publish() { return { seq: 0 }; },
    async grant() {},
    async revoke() {},
    access: { register() {} },
    async history() { return []; },
    attach() {},
    async closeSockets() {},
    async close() {},
  };
}
