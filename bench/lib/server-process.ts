import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DialectName } from '../../server/db/dialect';
import { onCleanup } from './cleanup';

/**
 * What server-child.ts starts: the bare Hono hello, or the real server on a fresh database;
 * with `chatGroup` (a member count) the child also writes that many users with sessions and
 * one group of them, and answers its id and its first member (the chat bench's sender).
 */
export type ServerChildSpec =
  | { kind: 'hello' }
  /** The bare Hono + single-row insert baseline (bare-insert.ts), on SQLite or PostgreSQL. */
  | { kind: 'insert'; postgresUrl?: string }
  | { kind: 'rapport'; postgresUrl?: string; env?: Record<string, string>; chatGroup?: number };
export type ServerChildReady = {
  url: string;
  publicUrl: string;
  dialect: DialectName | null;
  /** The SQLite file of a Rapport server, for a bench's checks; null on PostgreSQL. */
  databaseFile?: string | null;
  chatGroup?: { groupId: string; sender: { id: string; token: string } };
};
/** The group-commit counters (server/db/group-commit*.ts), where the server has them. */
export type GroupCommitStats = {
  batches?: number;
  transactions?: number;
  largest?: number;
  /** Chat messages written together (server/features/posts/chat-batch.ts). */
  chat?: { batches: number; items: number; largest: number };
};
/** The first-page cache's counters (server/platform/byte-lru.ts), where the server has one. */
export type CacheStats = { hits: number; misses: number; entries: number; bytes: number; hitRate: number };
export type ServerProcess = ServerChildReady & {
  pid: number;
  stop(): Promise<void>;
  /** Null when the server's code has no such cache (an older checkout) or does not answer in 2 s. */
  cacheStats(): Promise<CacheStats | null>;
  /** Null when the server has no group commit (turned off, an older checkout) or does not answer in 2 s. */
  groupCommitStats(): Promise<GroupCommitStats | null>;
};

/**
 * A server under test in its own Node process, as in production: the baseline and each
 * server get an event loop, a heap and promise hooks of their own, so none is taxed by
 * another's state (a hello beside the servers ran about half as fast on a quiet host) and none shares a process with the bench's own work. With `checkout` (another
 * working copy of this repository, see BENCH_AGAINST in http.ts) the server runs that code.
 */
export function startServerProcess(spec: ServerChildSpec, checkout?: string): Promise<ServerProcess> {
  const entry = checkout
    ? join(checkout, 'bench/lib/server-child.ts')
    : fileURLToPath(new URL('./server-child.ts', import.meta.url));
  // tsx resolves the @shared alias from the tsconfig of the working directory: the checkout's own.
  // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(entry, [], { execArgv: [...profile, '--import', 'tsx'], stdio: 'inherit', cwd: checkout });
  const stop = onCleanup(`${spec.kind} server process`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${spec.kind} server process: not ready after 60 s`)), 60_000);
    child.once('message', (message: { ready?: ServerChildReady; error?: string }) => {
      clearTimeout(timer);
      if (message.ready)
        resolve({
          ...message.ready,
          pid: child.pid ?? 0,
          stop,
          cacheStats: () => ask(child, 'cacheStats'),
          groupCommitStats: () => ask(child, 'groupCommitStats'),
        });
      else reject(new Error(`${spec.kind} server process: ${message.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${spec.kind} server process exited (${code}) before it was ready`));
    });
    child.send(spec);
  });
}

function ask<K extends 'cacheStats' | 'groupCommitStats'>(
  child: ChildProcess,
  what: K,
): Promise<(K extends 'cacheStats' ? CacheStats : GroupCommitStats) | null> {
  type Stats = (K extends 'cacheStats' ? CacheStats : GroupCommitStats) | null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 2000);
    const onMessage = (message: Record<string, Stats>) => {
      if (message && what in message) done(message[what] ?? null);
    };
    function done(stats: Stats) {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(stats);
    }
    child.on('message', onMessage);
    child.send({ [what]: true });
  });
}
