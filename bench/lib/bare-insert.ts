import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import SQLite from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';
import { createPostgresDatabase } from '../../server/testing/test-database';
import { onCleanup } from './cleanup';

const TABLE =
  'create table message (id text primary key, "groupId" text not null, "createdBy" text not null, content text not null, "createdAt" text not null)';
const INSERT = 'insert into message (id, "groupId", "createdBy", content, "createdAt") values ($1, $2, $3, $4, $5)';

/**
 * The write baseline of issue 32: a bare Hono app whose POST / inserts the posted message as
 * one row and answers its id (at POST /api/post, as Rapport's chat box sends), on better-sqlite3 with Rapport's pragmas (WAL, synchronous=FULL)
 * or on PostgreSQL through a pool of Rapport's size (10) with its defaults (synchronous_commit on).
 * Each insert commits alone, as a single statement does.
 */
export async function startBareInsert(postgresUrl?: string): Promise<{ url: string }> {
  const groupId = randomUUID();
  let insert: (id: string, body: { content?: string; createdBy?: string }) => Promise<void> | void;
  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl);
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    await pool.query(TABLE);
    onCleanup('bare insert database', async () => {
      await pool.end();
      await database.drop();
    });
    insert = async (id, body) => {
      await pool.query(INSERT, [id, groupId, body.createdBy ?? '', body.content ?? '', new Date().toISOString()]);
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-bench-bare-'));
    const sqlite = new SQLite(join(dir, 'bare.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec(TABLE);
    const statement = sqlite.prepare(INSERT.replace(/\$\d/g, '?'));
    onCleanup('bare insert database', async () => {
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    });
    insert = (id, body) => {
      statement.run(id, groupId, body.createdBy ?? '', body.content ?? '', new Date().toISOString());
    };
  }
  const app = new Hono().post('/api/post', async (c) => {
    const body = await c.req.json<{ content?: string; createdBy?: string }>();
    const id = randomUUID();
    await insert(id, body);
    return c.json({ isSuccess: true, data: { postId: id } });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  onCleanup('bare insert server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
