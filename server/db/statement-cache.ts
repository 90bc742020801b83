import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared (oldest dropped first); `in (?, ?, ...)` lists of many lengths make the tail. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with each statement
 * prepared once per SQL text: preparing cost more than running on the request path.
 * SQLite recompiles a cached statement itself after a schema change (sqlite3_prepare_v2).
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      // A statement still iterating (Kysely's stream) cannot run again until it is done.
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
