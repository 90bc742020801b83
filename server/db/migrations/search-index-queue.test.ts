import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { columnTypes } from '../dialect';
import { migrations } from './index';

/**
 * 20261129T1900-search-index-queue moves SQLite's message-search triggers from indexing each row
 * to queueing it: rows written before, queued, or written after it stay searchable either way.
 */
let db: Kysely<any> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

function migrator(to: Kysely<any>) {
  const types = columnTypes('sqlite');
  const all = Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(types)]));
  return new Migrator({ db: to, provider: { getMigrations: async () => all as Record<string, Migration> } });
}

/** The ids of the posts whose text has a word starting with `prefix`, as search reads the index. */
async function postsMatching(prefix: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`select k."id" from post_search_fts join post_search_fts_key k
    on k."rowid" = post_search_fts.rowid where post_search_fts match ${`"${prefix}"*`} order by k."id"`.execute(
    db as Kysely<any>,
  );
  return rows.rows.map((r) => r.id);
}

async function writePost(id: string, content: string) {
  const at = '2026-11-29T12:00:00.000Z';
  await sql`insert into post ("id", "type", "content", "createdBy", "visibility", "status", "createdAt", "updatedAt", "lastActivityAt")
    values (${id}, 'Post', ${content}, 'u1', 'PUBLIC', 'published', ${at}, ${at}, ${at})`.execute(db as Kysely<any>);
}

const queued = async () =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from post_search_fts_pending`.execute(db as Kysely<any>)).rows[0]?.n,
  );

describe('migration 20261129T1900-search-index-queue (SQLite)', () => {
  it('keeps every post searchable up, down and up again, queued ones included', async () => {
    // A bare connection, which flushes nothing itself: the queue is seen as it is.
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const m = migrator(db);
    expect((await m.migrateTo('20261129T1320-search-prefix-index')).error).toBeUndefined();
    await sql`pragma foreign_keys = off`.execute(db); // posts without their author's row
    await writePost('p1', 'Budget review on Tuesday');

    expect((await m.migrateTo('20261129T1900-search-index-queue')).error).toBeUndefined();
    expect(await postsMatching('budg')).toEqual(['p1']);
    await writePost('p2', 'the budgetary plan');
    await sql`update post set content = 'Tuesday budget, final' where id = 'p1'`.execute(db);
    expect(await queued()).toBe(2);
    expect(await postsMatching('budg')).toEqual([]); // queued, not yet indexed

    // Down indexes what is queued first, then indexes each row as it is written again.
    expect((await m.migrateTo('20261129T1320-search-prefix-index')).error).toBeUndefined();
    expect(await postsMatching('budg')).toEqual(['p1', 'p2']);
    expect(await postsMatching('final')).toEqual(['p1']);
    await writePost('p3', 'Budgie photos');
    expect(await postsMatching('budg')).toEqual(['p1', 'p2', 'p3']);

    expect((await m.migrateTo('20261129T1900-search-index-queue')).error).toBeUndefined();
    expect(await postsMatching('budg')).toEqual(['p1', 'p2', 'p3']);
    await sql`delete from post where id = 'p2'`.execute(db);
    expect(await postsMatching('budg')).toEqual(['p1', 'p3']);
  });
});
