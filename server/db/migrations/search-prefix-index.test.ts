import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchMigrationDb } from './sqlite-search-testing';

/**
 * 20261129T1320-search-prefix-index rebuilds SQLite's message-search indexes with 4-letter
 * prefixes: what was written before it stays searchable, and the triggers keep indexing after.
 */
const search = searchMigrationDb();
const { postsMatching, writePost } = search;
let db: Kysely<any> | undefined;

const prefixes = async () =>
  (
    await sql<{ sql: string }>`select sql from sqlite_master where name = 'post_search_fts'`.execute(db as Kysely<any>)
  ).rows[0]?.sql.match(/prefix = '([^']*)'/)?.[1];

describe('migration 20261129T1320-search-prefix-index (SQLite)', () => {
  it('keeps the posts written before it searchable, and indexes those written after', async () => {
    db = search.open();
    const m = search.migrator();
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
