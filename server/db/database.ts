import type SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { withCommitHooks } from './after-commit';
import type { DialectName } from './dialect';
import type { GroupCommitSqliteDriver } from './group-commit';
import { GroupCommitPostgresDriver, groupCommitPostgresDialect } from './group-commit-postgres';
import { IsoDatesPlugin } from './iso-dates-plugin';
import type { SearchIndexQueue } from './search-index-queue';
import { openSqliteFile } from './sqlite-files';
import type { Database } from './schema';
import { writeBehindPostgresDialect } from './write-behind-postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  /** The same connection without our plugins, handed to better-auth. */
  authDb: Kysely<any>;
  dialect: DialectName;
  /** PostgreSQL pool, for LISTEN/NOTIFY fan-out; absent on SQLite. */
  pgPool?: pg.Pool;
  /**
   * Resolves once every write made so far is committed: on SQLite with group commit, once the
   * open batch (if any) is (group-commit.ts); at once elsewhere, where a read sees committed rows only.
   */
  settled(): Promise<void>;
  /** A request that may write starts: a batch may wait for it (group-commit.ts); call the answer when it is done. */
  writing(): () => void;
  /**
   * A counted request's writes go in with another's transaction (db/write-batcher.ts): a batch
   * need not wait for it, since it waits for that batch. Call the answer once it is written.
   */
  handOver(): () => void;
  /**
   * The same database for transactions that send their writes without waiting for each
   * (PostgreSQL, write-behind-postgres.ts: one round trip for a transaction of writes); `db`
   * itself on SQLite, where a statement is no round trip. Its writes answer no row counts.
   */
  writeBehind: Db;
  /** The group-commit driver (its counters and bounds); absent when turned off. */
  groupCommit?: GroupCommitSqliteDriver | GroupCommitPostgresDriver;
  /** Message search's queue of rows to index (SQLite only, search-index-queue.ts). */
  searchQueue?: SearchIndexQueue;
  close(): Promise<void>;
};

/** The better-sqlite3 connection behind a SQLite Kysely (synchronous reads on a hot path). */
const sqliteConnections = new WeakMap<Db, SQLite.Database>();

/** The raw SQLite connection of `db` as openDatabase made it; undefined on PostgreSQL. */
export function sqliteConnectionOf(db: Db): SQLite.Database | undefined {
  return sqliteConnections.get(db);
}

export function openDatabase(config: Pick<Config, 'database'>, logger?: Logger): DatabaseHandle {
  if (config.database.dialect === 'postgres') {
    const poolOf = (options: pg.PoolConfig) => {
      const made = new pg.Pool({
        connectionString: config.database.url,
        // COUNT(*) and BIGINT arrive as numbers: our counts and seqs stay far below 2^53.
        types: {
          getTypeParser: ((oid: number, format?: string) =>
            oid === 20
              ? (v: string) => Number(v)
              : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
        },
        ...options,
      });
      // An idle client dropped by the server (restart, failover) must not crash the process;
      // the pool replaces it on the next checkout.
      made.on('error', (error) => logger?.warn({ err: error }, 'database: idle connection lost'));
      return made;
    };
    const pool = poolOf({ max: 10 });
    // Its one user today writes one chat batch at a time (features/posts/chat-batch.ts).
    const pipelined = poolOf({ max: 2, pipeline: true } as pg.PoolConfig);
    const grouped = config.database.groupCommit ? new GroupCommitPostgresDriver(pool) : undefined;
    const dialect = grouped ? groupCommitPostgresDialect(grouped, pool) : new PostgresDialect({ pool });
    const db = new Kysely<Database>({ dialect: withCommitHooks(dialect), plugins: [new IsoDatesPlugin()] });
    const authDb = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    const writeBehind = new Kysely<Database>({
      dialect: withCommitHooks(writeBehindPostgresDialect(pipelined)),
      plugins: [new IsoDatesPlugin()],
    });
    return {
      db,
      authDb,
      writeBehind,
      dialect: 'postgres',
      pgPool: pool,
      // A read on PostgreSQL sees committed rows only: nothing to wait for.
      settled: () => Promise.resolve(),
      writing: () => (grouped ? countWriter(grouped) : noop),
      handOver: () => (grouped ? handOverWriter(grouped) : noop),
      ...(grouped ? { groupCommit: grouped } : {}),
      async close() {
        await grouped?.settledAfterCommitNow();
        await Promise.all([pool.end(), pipelined.end()]);
      },
    };
  }

  // Every opener of the file in this process shares its connection and driver (sqlite-files.ts).
  const file = openSqliteFile(config.database.file, config.database.groupCommit === true);
  const { sqlite, grouped } = file;
  // One Kysely for both (SQLite returns no Date objects, so no plugin is needed).
  const db = new Kysely<Database>({ dialect: withCommitHooks(file.dialect) });
  const authDb = db as Kysely<any>;
  sqliteConnections.set(db, sqlite);
  return {
    db,
    authDb,
    writeBehind: db,
    dialect: 'sqlite',
    settled: () => grouped?.settled() ?? Promise.resolve(),
    writing: () => (grouped ? countWriter(grouped) : noop),
    handOver: () => (grouped ? handOverWriter(grouped) : noop),
    ...(grouped ? { groupCommit: grouped } : {}),
    searchQueue: file.searchQueue,
    async close() {
      file.release();
    },
  };
}

function noop(): void {}

/** Counts a request that may write while it runs: a batch about to commit waits for it a little. */
function countWriter(driver: { writers: number }): () => void {
  driver.writers++;
  let done = false;
  return () => {
    if (!done) driver.writers--;
    done = true;
  };
}

/** Uncounts a counted request while another's transaction writes for it; counts it again after. */
function handOverWriter(driver: { writers: number }): () => void {
  driver.writers--;
  let done = false;
  return () => {
    if (!done) driver.writers++;
    done = true;
  };
}
