import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createPostgresDatabase } from '../../testing/test-database';

/**
 * A migrated PostgreSQL database of its own, with one author (`u1`), for the tests of message
 * search's migrations on PostgreSQL: made before the file's tests, dropped after them. `db()`
 * is undefined when `baseUrl` is (the tests are skipped).
 */
export function postgresSearchDb(baseUrl: string | undefined): { db(): Kysely<any> } {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let db: Kysely<any> | undefined;
  beforeAll(async () => {
    if (!baseUrl) return;
    database = await createPostgresDatabase(baseUrl);
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }) });
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "firstName",
      "lastName", "profileAlias", "userType", "status")
      values ('u1', 'Ada Lane', 'ada@example.com', true, now(), now(), 'Ada', 'Lane', 'ada-lane', 'user', 'active')`.execute(
      db,
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return { db: () => db as Kysely<any> };
}
