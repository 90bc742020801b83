/**
 * A server under test in a process of its own (see server-process.ts): the bare Hono hello
 * or the real server. It answers its address once listening and stops (closing the server,
 * dropping its database, removing its files) on SIGTERM.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startBareInsert } from './bare-insert';
import { cleanupAll, onCleanup } from './cleanup';
import { type BenchUser, assertTokenWorks, insertGroup, insertUsers, startRapport } from './rapport';
import type { ServerChildReady, ServerChildSpec } from './server-process';
import { chatBatchStats } from '../../server/features/posts/chat-batch';

async function startHello(): Promise<ServerChildReady> {
  const app = new Hono().get('/', (c) => c.text('ok'));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  onCleanup('hello server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, publicUrl: url, dialect: null };
}

async function start(spec: ServerChildSpec): Promise<ServerChildReady> {
  if (spec.kind === 'hello') return startHello();
  if (spec.kind === 'insert') {
    const { url } = await startBareInsert(spec.postgresUrl);
    return { url, publicUrl: url, dialect: spec.postgresUrl ? 'postgres' : 'sqlite' };
  }
  const server = await startRapport({ postgresUrl: spec.postgresUrl, env: spec.env });
  const ready: ServerChildReady = {
    url: server.url,
    publicUrl: server.services.config.publicUrl,
    dialect: server.dialect,
    databaseFile: server.services.config.database.file ?? null,
  };
  // The first-page cache's counters, asked for by the bench after its rounds (server-process.ts).
  process.on('message', (message: { cacheStats?: boolean; groupCommitStats?: boolean }) => {
    if (message?.cacheStats) process.send?.({ cacheStats: server.services.timelinePages?.stats() ?? null });
    if (message?.groupCommitStats) {
      const stats = (server.services.database as { groupCommit?: { stats: object } }).groupCommit?.stats;
      const chat = chatBatchStats(server.services);
      process.send?.({ groupCommitStats: stats || chat ? { ...stats, ...(chat ? { chat } : {}) } : null });
    }
  });
  if (spec.chatGroup) {
    const users = await insertUsers(server, spec.chatGroup);
    const groupId = await insertGroup(
      server,
      users.map((u) => u.id),
    );
    const sender = users[0] as BenchUser;
    await assertTokenWorks(server, sender);
    ready.chatGroup = { groupId, sender };
  }
  return ready;
}

process.once('SIGTERM', () => void cleanupAll().finally(() => process.exit(0)));
process.once('message', (spec: ServerChildSpec) => {
  start(spec).then(
    (ready) => process.send?.({ ready }),
    (error: unknown) => process.send?.({ error: String(error instanceof Error ? error.stack : error) }),
  );
});
