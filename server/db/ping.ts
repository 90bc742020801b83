import { CompiledQuery } from 'kysely';
import { type Db, sqliteConnectionOf } from './database';

const SELECT_ONE = CompiledQuery.raw('select 1');

/**
 * A check that the database answers (`select 1`): on SQLite a statement prepared once and run
 * synchronously on the connection (no pool, no mutex, no promise: a read beside whatever
 * transaction holds Kysely's lock is harmless); on PostgreSQL a round trip through the pool.
 * False when it fails.
 */
export function databasePing(db: Db): () => boolean | Promise<boolean> {
  const sqlite = sqliteConnectionOf(db);
  if (!sqlite)
    return () =>
      db.executeQuery(SELECT_ONE).then(
        () => true,
        () => false,
      );
  const selectOne = sqlite.prepare('select 1').pluck();
  return () => {
    try {
      return selectOne.get() === 1;
    } catch {
      return false;
    }
  };
}
