import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, sqliteConnectionOf } from './database';

// Two openers of one SQLite file in one process (two server instances in a test) share its writer.
let dir: string;
let file: string;
let opened: DatabaseHandle[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rapport-sqlite-files-'));
  file = join(dir, 'db.sqlite');
  opened = [];
});
afterEach(async () => {
  for (const handle of opened) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (groupCommit: boolean, path = file) => {
  const handle = openDatabase({ database: { dialect: 'sqlite', file: path, groupCommit } });
  opened.push(handle);
  return handle;
};
const bodies = () => {
  const outside = new SQLite(file, { readonly: true });
  try {
    return (outside.prepare('select body from note order by body').all() as { body: string }[]).map((r) => r.body);
  } finally {
    outside.close();
  }
};

describe.each([
  ['group commit off', false],
  ['group commit on', true],
])('two openers of one SQLite file in one process (%s)', (_, groupCommit) => {
  it('share one connection, whatever path reached the file', () => {
    const one = open(groupCommit);
    const two = open(groupCommit, join(dir, '.', 'db.sqlite'));
    expect(sqliteConnectionOf(two.db)).toBe(sqliteConnectionOf(one.db));
  });

  it('commit transactions that overlap, each instance its own', async () => {
    const one = open(groupCommit).db as Kysely<any>;
    const two = open(groupCommit).db as Kysely<any>;
    await sql`create table note (id integer primary key, body text not null)`.execute(one);
    let inside!: () => void;
    const firstWrote = new Promise<void>((resolve) => {
      inside = resolve;
    });
    // The first holds its transaction open, having written, while the second writes in its own.
    const first = one.transaction().execute(async (trx) => {
      await trx.insertInto('note').values({ body: 'from one' }).execute();
      inside();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await trx.insertInto('note').values({ body: 'from one, later' }).execute();
    });
    await firstWrote;
    const second = two.transaction().execute((trx) => trx.insertInto('note').values({ body: 'from two' }).execute());
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(bodies()).toEqual(['from one', 'from one, later', 'from two']);
  });

  it('keep the file open until the last closes, which leaves one file', async () => {
    const one = open(groupCommit);
    const two = open(groupCommit);
    await sql`create table note (id integer primary key, body text not null)`.execute(one.db);
    await one.close();
    await (two.db as Kysely<any>).insertInto('note').values({ body: 'after the first closed' }).execute();
    expect(bodies()).toEqual(['after the first closed']);
    await two.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    // Opened again, it is a new connection on the same rows.
    const again = open(groupCommit);
    expect(sqliteConnectionOf(again.db)).not.toBe(sqliteConnectionOf(one.db));
    expect(await (again.db as Kysely<any>).selectFrom('note').select('body').execute()).toEqual([
      { body: 'after the first closed' },
    ]);
  });
});
