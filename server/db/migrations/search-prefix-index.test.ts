import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { columnTypes } from '../dialect';
import { migrations } from './index';

/**
 * 20261129T1320-search-prefix-index rebuilds SQLite's message-search indexes with 4-letter
 * prefixes: what was written before it stays searchable, and the triggers keep indexing after.
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

const prefixes = async () =>
  (
    await sql<{ sql: string }>`select sql from sqlite_master where name = 'post_search_fts'`.execute(db as Kysely<any>)
  ).rows[0]?.sql.match(/prefix = '([^']*)'/)?.[1];

describe('migration 20261129T1320-search-prefix-index (SQLite)', () => {
  it('keeps the posts written before it searchable, and indexes those written after', async () => {
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const m = migrator(db);
    expect((await m.migrateTo('20261129T1310-search-vocab')).error).toBeUndefined();
    await sql`pragma foreign_keys = off`.execute(db); // posts without their author's row
    await writePost('p1', 'Budget review on Tuesday');
    await writePost('p2', 'the budgetary plan');
    await writePost('p3', 'nothing here');
    expect(await postsMatching('budg')).toEqual(['p1', 'p2']);

    expect((await m.migrateTo('20261129T1320-search-prefix-index')).error).toBeUndefined();
    expect(await prefixes()).toBe('2 3 4');
    expect(await postsMatching('budg')).toEqual(['p1', 'p2']);
    expect(await postsMatching('tues')).toEqual(['p1']);

    await writePost('p4', 'Budgie photos');
    await sql`update post set content = 'a budget after all' where id = 'p3'`.execute(db);
    await sql`delete from post where id = 'p2'`.execute(db);
    expect(await postsMatching('budg')).toEqual(['p1', 'p3', 'p4']);

    expect((await m.migrateTo('20261129T1310-search-vocab')).error).toBeUndefined();
    expect(await prefixes()).toBe('2 3');
    expect(await postsMatching('budg')).toEqual(['p1', 'p3', 'p4']);
  });
});
