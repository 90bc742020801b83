import pg from 'pg';
import { createPostgresDatabase } from '../testing/test-database';
import { type DatabaseHandle, openDatabase } from './database';

/**
 * A PostgreSQL database of its own with no tables, opened as the server opens one (group commit
 * on), and another session that sees only what is committed: for the tests of the database
 * layer's drivers (group-commit-postgres, write-behind-postgres).
 */
export async function openBarePostgres(
  baseUrl: string,
): Promise<{ handle: DatabaseHandle; outside: pg.Client; close(): Promise<void> }> {
  const database = await createPostgresDatabase(baseUrl, { empty: true });
  const handle = openDatabase({ database: { dialect: 'postgres', url: database.url, groupCommit: true } });
  const outside = new pg.Client({ connectionString: database.url });
  await outside.connect();
  return {
    handle,
    outside,
    async close() {
      await outside.end();
      await handle.close();
      await database.drop();
    },
  };
}
