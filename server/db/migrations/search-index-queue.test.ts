import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchMigrationDb } from './sqlite-search-testing';

/**
 * 20261129T1900-search-index-queue moves SQLite's message-search triggers from indexing each row
 * to queueing it: rows written before, queued, or written after it stay searchable either way.
 */
const search = searchMigrationDb();
const { postsMatching, writePost } = search;
let db: Kysely<any> | undefined;

const queued = async () =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from post_search_fts_pending`.execute(db as Kysely<any>)).rows[0]?.n,
  );

describe('migration 20261129T1900-search-index-queue (SQLite)', () => {
  it('keeps every post searchable up, down and up again, queued ones included', async () => {
    // A bare connection, which flushes nothing itself: the queue is seen as it is.
    db = search.open();
    const m = search.migrator();
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
