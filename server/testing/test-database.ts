import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate';

/** The PostgreSQL server tests run against, when the run is a PostgreSQL one. */
export function postgresTestUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

const TEMPLATE_PREFIX = 'rapport_tpl_';
/** Serializes template builds across test workers and processes (any number, same cluster). */
const TEMPLATE_LOCK = 0x7261_7070;

/**
 * Names the migrated template after the migrations' source (and the column types they are
 * written with), so a changed migration builds a new one.
 */
function templateName(): string {
  const db = join(import.meta.dirname, '../db');
  const hash = createHash('sha256');
  for (const file of readdirSync(join(db, 'migrations')).sort())
    hash.update(file).update(readFileSync(join(db, 'migrations', file)));
  hash.update(readFileSync(join(db, 'dialect.ts')));
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let template: Promise<string> | undefined;

/**
 * A database with every migration applied, built once per migration set and then copied:
 * `create database … template` copies files, where migrating anew takes seconds per server.
 */
function migratedTemplate(baseUrl: string): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!found.rowCount) {
        const stale = await admin.query('select datname from pg_database where datname like $1', [
          `${TEMPLATE_PREFIX}%`,
        ]);
        for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
        const building = `${name}_building`;
        await admin.query(`create database ${building}`);
        const pool = new pg.Pool({ connectionString: withDatabase(baseUrl, building), max: 1 });
        const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
        try {
          await migrateToLatest(db, 'postgres');
        } finally {
          await db.destroy();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}

/**
 * A fresh PostgreSQL database for one test server, already migrated (a copy of the
 * template), or `empty` (restore targets); dropped by the returned function.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rapport_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      const source = options.empty ? 'template1' : await migratedTemplate(baseUrl);
      try {
        await admin.query(`create database ${name} template ${source}`);
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        // Another copy of the template starting at the same instant: PostgreSQL refuses the second.
        const busy = /being accessed by other users/.test(message);
        // Another checkout with other migrations replaced the template: build ours again.
        const gone = /does not exist/.test(message);
        if ((!busy && !gone) || attempt >= 20) throw error;
        if (gone) template = undefined;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(baseUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
