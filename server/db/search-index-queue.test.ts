import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';
import { SEARCH_SOURCES } from './content-index';
import { migrateToLatest } from './migrate';
import { queuedRowsIndexSql } from './search-index-queue';

/**
 * Message search's FTS5 indexes on SQLite are written once per commit (search-index-queue.ts):
 * what a write queues is found as soon as the write has committed, with group commit on and off.
 */
let dir: string;
let file: string;
let handle: DatabaseHandle;
let db: Kysely<any>;
/** Another connection to the file: it sees only what is committed. */
let outside: SQLite.Database;

async function open(groupCommit: boolean) {
  handle = openDatabase({ database: { dialect: 'sqlite', file, groupCommit } });
  db = handle.db as Kysely<any>;
}

/** A migrated database in a folder of its own, and a reader beside it. */
async function fresh(groupCommit: boolean) {
  dir = mkdtempSync(join(tmpdir(), 'rapport-search-queue-'));
  file = join(dir, 'db.sqlite');
  await open(groupCommit);
  await migrateToLatest(db, 'sqlite');
  await sql`pragma foreign_keys = off`.execute(db); // posts without their author's row
  outside = new SQLite(file, { readonly: true });
}

afterEach(async () => {
  outside?.close();
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = '2026-11-29T12:00:00.000Z';
const writePost = (to: Kysely<any>, id: string, content: string) =>
  sql`insert into post ("id", "type", "content", "createdBy", "visibility", "status", "createdAt", "updatedAt", "lastActivityAt")
    values (${id}, 'Post', ${content}, 'u1', 'PUBLIC', 'published', ${at}, ${at}, ${at})`.execute(to);

/** The ids of the committed posts a word finds, as search reads the index. */
const found = (word: string) =>
  (
    outside
      .prepare(`select k."id" from post_search_fts join post_search_fts_key k on k."rowid" = post_search_fts.rowid
        where post_search_fts match ? order by k."id"`)
      .all(`"${word}"*`) as { id: string }[]
  ).map((r) => r.id);
const queued = () => (outside.prepare('select count(*) as n from post_search_fts_pending').get() as { n: number }).n;
const flushes = () => handle.searchQueue?.stats.flushes ?? 0;

describe.each([
  ['on', true],
  ['off', false],
])('message search indexed once per commit, group commit %s', (_, groupCommit) => {
  beforeEach(() => fresh(groupCommit));

  it('finds the posts of a transaction once it commits, indexed in one flush', async () => {
    const before = flushes();
    await db.transaction().execute(async (trx) => {
      await writePost(trx, 'p1', 'Quarterly budget review');
      await writePost(trx, 'p2', 'the budgetary plan');
      await writePost(trx, 'p3', 'lunch on Friday');
    });
    expect(found('budg')).toEqual(['p1', 'p2']);
    expect(found('friday')).toEqual(['p3']);
    expect(queued()).toBe(0);
    expect(flushes() - before).toBe(1);
  });

  it('finds a post written outside a transaction at once', async () => {
    await writePost(db, 'p1', 'Roadmap draft attached');
    expect(found('roadmap')).toEqual(['p1']);
    expect(queued()).toBe(0);
  });

  it('searches an edit by its new words only, and forgets a deleted post, queued or indexed', async () => {
    await writePost(db, 'old', 'Offsite in Lisbon');
    await db.transaction().execute(async (trx) => {
      await writePost(trx, 'p1', 'Draft agenda');
      await sql`update post set content = 'Final agenda for Lisbon' where id = 'p1'`.execute(trx);
      await writePost(trx, 'p2', 'Lisbon hotels');
      await sql`delete from post where id = 'p2'`.execute(trx);
      await sql`update post set content = 'Offsite in Porto' where id = 'old'`.execute(trx);
    });
    expect(found('lisbon')).toEqual(['p1']);
    expect(found('draft')).toEqual([]);
    expect(found('porto')).toEqual(['old']);
    await sql`delete from post where id = 'old'`.execute(db);
    expect(found('porto')).toEqual([]);
    expect(queued()).toBe(0);
  });

  it('indexes nothing of a transaction that rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await writePost(trx, 'p1', 'Merger rumours');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await writePost(db, 'p2', 'Weekly sync');
    expect(found('merger')).toEqual([]);
    expect(found('weekly')).toEqual(['p2']);
    expect(queued()).toBe(0);
  });

  it('indexes the rows a crash left queued when the file opens again', async () => {
    await handle.close();
    // A write through a connection that never flushes: its row stays queued, as after a crash.
    const raw = new SQLite(file);
    raw.pragma('foreign_keys = off');
    await writePost(new Kysely<any>({ dialect: new SqliteDialect({ database: raw }) }), 'p1', 'Hiring plan');
    raw.close();
    expect(found('hiring')).toEqual([]);
    expect(queued()).toBe(1);
    await open(groupCommit);
    expect(found('hiring')).toEqual(['p1']);
    expect(queued()).toBe(0);
  });
});

describe('message search indexed once per batch (group commit)', () => {
  beforeEach(() => fresh(true));

  it('indexes the posts of transactions committed together in one flush, and none of one that failed', async () => {
    const driver = handle.groupCommit as NonNullable<DatabaseHandle['groupCommit']>;
    driver.limits.ms = 10_000; // a loaded machine may take longer than the batch window between them
    const before = { flushes: flushes(), batches: driver.stats.batches };
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => writePost(trx, 'p1', 'Launch checklist')),
      db.transaction().execute(async (trx) => {
        await writePost(trx, 'p2', 'Launch date moved');
        throw new Error('no');
      }),
      db.transaction().execute((trx) => writePost(trx, 'p3', 'Launch party')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(driver.stats.batches - before.batches).toBe(1);
    expect(flushes() - before.flushes).toBe(1);
    expect(handle.searchQueue?.stats.rows).toBeGreaterThanOrEqual(2);
    expect(found('launch')).toEqual(['p1', 'p3']);
    expect(queued()).toBe(0);
  });
});

describe('the flush of a queue', () => {
  beforeEach(() => fresh(true));

  it('reads the queue, not the whole index: its cost does not grow with the rows already indexed', () => {
    // SQLite's planner, left to itself, scanned the key table (every row ever indexed) for each flush.
    for (const source of Object.values(SEARCH_SOURCES)) {
      const plan = outside.prepare(`explain query plan ${queuedRowsIndexSql(source)}`).all() as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual([
        'SCAN q',
        'SEARCH k USING INTEGER PRIMARY KEY (rowid=?)',
        expect.stringMatching(/^SEARCH t USING (INDEX|PRIMARY KEY)/),
      ]);
    }
  });
});
