import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

let open: SQLite.Database[] = [];
afterEach(() => {
  for (const sqlite of open) if (sqlite.open) sqlite.close();
  open = [];
});

function database(size?: number) {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  let prepared = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared++;
    return prepare(text);
  }) as typeof sqlite.prepare;
  const cached = withStatementCache(sqlite, size);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }) });
  return { db, cached, prepared: () => prepared };
}

describe('SQLite statement cache', () => {
  it('prepares a statement once and answers each run with its own parameters', async () => {
    const { db, prepared } = database();
    await sql`create table person (id integer primary key, name text)`.execute(db);
    await db.insertInto('person').values({ id: 1, name: 'Ada' }).execute();
    await db.insertInto('person').values({ id: 2, name: 'Bob' }).execute();
    const before = prepared();
    const names = [];
    for (const id of [1, 2, 1]) {
      const row = await db.selectFrom('person').select('name').where('id', '=', id).executeTakeFirst();
      names.push(row?.name);
    }
    expect(names).toEqual(['Ada', 'Bob', 'Ada']);
    expect(prepared() - before).toBe(1);
  });

  it('reads the new shape of a table after a migration changed it', async () => {
    const { db } = database();
    await sql`create table note (id integer primary key, body text)`.execute(db);
    await db.insertInto('note').values({ id: 1, body: 'first' }).execute();
    const read = () => db.selectFrom('note').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, body: 'first' }]);

    await db.schema
      .alterTable('note')
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    expect(await read()).toEqual([{ id: 1, body: 'first', pinned: 0 }]);

    // Dropped and created again with other columns: the cached text now means another table.
    await db.schema.dropTable('note').execute();
    await sql`create table note (id integer primary key, title text)`.execute(db);
    await db.insertInto('note').values({ id: 7, title: 'again' }).execute();
    expect(await read()).toEqual([{ id: 7, title: 'again' }]);
  });

  it('keeps at most its size of statements, dropping the oldest', async () => {
    const { db, prepared } = database(2);
    const one = async (n: number) => (await sql<{ n: number }>`select ${sql.lit(n)} as n`.execute(db)).rows[0]?.n;
    const before = prepared();
    expect([await one(1), await one(2), await one(1)]).toEqual([1, 2, 1]);
    expect(prepared() - before).toBe(2);
    await one(3); // drops 1
    await one(1);
    expect(prepared() - before).toBe(4);
  });

  it('prepares a fresh statement while the cached one is still being iterated', async () => {
    const { cached } = database();
    const text = 'select value from json_each(?)';
    const first = cached.prepare(text);
    const iterator = first.iterate(['[1,2,3]']);
    expect(iterator.next().value).toEqual({ value: 1 });
    const second = cached.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all(['[9]'])).toEqual([{ value: 9 }]);
    expect([...iterator]).toEqual([{ value: 2 }, { value: 3 }]);
    expect(cached.prepare(text)).toBe(first);
  });
});
