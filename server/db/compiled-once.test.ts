import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledInsert, compiledOnce } from './compiled-once';
import type { Db } from './database';

let open: SQLite.Database[] = [];
afterEach(() => {
  for (const sqlite of open) if (sqlite.open) sqlite.close();
  open = [];
});

async function people(): Promise<Db> {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  await sql`create table person (id text primary key, name text not null)`.execute(db);
  await db
    .insertInto('person')
    .values(['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() })))
    .execute();
  return db as unknown as Db;
}

describe('compiledOnce', () => {
  it('builds once per shape and answers each call with its own values, lists and numbers included', async () => {
    const db = await people();
    let builds = 0;
    const named = compiledOnce((d, prefix: string, ids: readonly string[], limit: number) => {
      builds++;
      return (d as unknown as Kysely<any>)
        .selectFrom('person')
        .select([sql<string>`${prefix} || name`.as('label')])
        .where('id', 'in', [...ids])
        .orderBy('id')
        .limit(limit);
    });
    const labels = async (prefix: string, ids: string[], limit: number) =>
      (await named(db, prefix, ids, limit)).map((r) => (r as { label: string }).label);

    expect(await labels('x', ['a', 'c'], 10)).toEqual(['xA', 'xC']);
    expect(await labels('y', ['b', 'd'], 1)).toEqual(['yB']);
    expect(builds).toBe(1);
    expect(await labels('z', ['a', 'b', 'd'], 10)).toEqual(['zA', 'zB', 'zD']);
    expect(await labels('w', ['c', 'd', 'a'], 2)).toEqual(['wA', 'wC']);
    expect(builds).toBe(2);
  });

  it('compiles once for a database and every transaction on it', async () => {
    const db = await people();
    let builds = 0;
    const nameOf = compiledOnce((d, id: string) => {
      builds++;
      return (d as unknown as Kysely<any>).selectFrom('person').select('name').where('id', '=', id);
    });
    expect(await nameOf(db, 'a')).toEqual([{ name: 'A' }]);
    for (const id of ['b', 'c'])
      await db.transaction().execute(async (trx) => {
        await sql`update person set name = 'Changed' where id = ${id}`.execute(trx);
        expect(await nameOf(trx, id)).toEqual([{ name: 'Changed' }]);
      });
    expect(builds).toBe(1);
  });

  it('keeps each database its own compiled query', async () => {
    const [first, second] = [await people(), await people()];
    await sql`update person set name = 'Other' where id = 'a'`.execute(second);
    const nameOf = compiledOnce((d, id: string) =>
      (d as unknown as Kysely<any>).selectFrom('person').select('name').where('id', '=', id),
    );
    expect(await nameOf(first, 'a')).toEqual([{ name: 'A' }]);
    expect(await nameOf(second, 'a')).toEqual([{ name: 'Other' }]);
  });

  it('inserts rows of one table built once, nulls and numbers included', async () => {
    const db = await people();
    await sql`create table note (id text primary key, body text, rank integer not null)`.execute(db);
    type Note = { id: string; body: string | null; rank: number };
    const insert = compiledInsert<Note>('note', ['id', 'body', 'rank']);
    const builds = vi.spyOn(db as unknown as Kysely<any>, 'insertInto');
    await insert(db, { id: 'n1', body: 'first', rank: 1 });
    await insert(db, { id: 'n2', body: null, rank: 2 });
    await insert(db, { id: 'n3', body: 'third', rank: 0 });
    const rows = await (db as unknown as Kysely<any>).selectFrom('note').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'n1', body: 'first', rank: 1 },
      { id: 'n2', body: null, rank: 2 },
      { id: 'n3', body: 'third', rank: 0 },
    ]);
    expect(builds).toHaveBeenCalledTimes(1);
  });
});
