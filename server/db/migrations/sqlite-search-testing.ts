import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach } from 'vitest';
import { columnTypes } from '../dialect';
import { migrations } from './index';

/**
 * A bare in-memory SQLite database for the tests of message search's migrations, which flushes
 * nothing itself (the search queue is seen as it is): opened by `open`, closed after each test.
 */
export function searchMigrationDb() {
  let db: Kysely<any> | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });
  const current = () => {
    if (!db) throw new Error('searchMigrationDb: open() first');
    return db;
  };
  return {
    open(): Kysely<any> {
      db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
      return db;
    },

    migrator(): Migrator {
      const types = columnTypes('sqlite');
      const all = Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(types)]));
      return new Migrator({ db: current(), provider: { getMigrations: async () => all as Record<string, Migration> } });
    },

    /** The ids of the posts whose text has a word starting with `prefix`, as search reads the index. */
    async postsMatching(prefix: string): Promise<string[]> {
      const rows = await sql<{ id: string }>`select k."id" from post_search_fts join post_search_fts_key k
        on k."rowid" = post_search_fts.rowid where post_search_fts match ${`"${prefix}"*`} order by k."id"`.execute(
        current(),
      );
      return rows.rows.map((r) => r.id);
    },

    async writePost(id: string, content: string): Promise<void> {
      const at = '2026-11-29T12:00:00.000Z';
      await sql`insert into post ("id", "type", "content", "createdBy", "visibility", "status", "createdAt", "updatedAt", "lastActivityAt")
        values (${id}, 'Post', ${content}, 'u1', 'PUBLIC', 'published', ${at}, ${at}, ${at})`.execute(current());
    },
  };
}
