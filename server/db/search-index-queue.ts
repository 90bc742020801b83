import type SQLite from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';
import { SEARCH_MAX_TEXT, SEARCH_SOURCES, type SearchSource } from './content-index';

/**
 * Message search's FTS5 indexes on SQLite are written once per commit, not once per row
 * (20261129T1900-search-index-queue). A row's triggers queue its key in `<name>_fts_pending`;
 * `flush()` indexes every queued row in one statement per index, just before the commit that
 * makes them durable, so a message is found as soon as its write is answered.
 *
 * Why: FTS5 keeps new terms in memory and writes them out as a segment whenever a savepoint
 * opens. Group commit runs each request in a savepoint of its own, and most of its statements
 * open one too, so every post wrote a tiny segment (a prefix index of four sizes multiplies
 * them) and the next statement paid for it: 60 µs a chat post where it cost 15 alone.
 *
 * Flushes run where commits are made: the group-commit driver before a batch's COMMIT, the
 * plain driver before a transaction's COMMIT and after a write outside one (sqlite-files.ts),
 * and once when the file opens, for rows a crash left queued.
 */
export type SearchIndexQueue = {
  /** Indexes what is queued, inside the transaction open now (in a savepoint) or in one of its own. */
  flush(): void;
  /** Flushes and rows indexed, for tests and the bench. */
  readonly stats: { flushes: number; rows: number };
};

type Prepared = { queued: SQLite.Statement; sources: { index: SQLite.Statement; clear: SQLite.Statement }[] };

export function searchIndexQueue(sqlite: SQLite.Database): SearchIndexQueue {
  let prepared: Prepared | null = null;
  const stats = { flushes: 0, rows: 0 };
  const sources = Object.values(SEARCH_SOURCES);
  const run = sqlite.transaction((queued: number[]) => {
    for (const [i, source] of (prepared as Prepared).sources.entries()) {
      if (!queued[i]) continue;
      stats.rows += source.index.run().changes;
      source.clear.run();
    }
  });
  const prepare = (): Prepared | null => {
    try {
      return {
        queued: sqlite
          .prepare(`select ${sources.map((s) => `exists (select 1 from ${s.name}_fts_pending)`).join(', ')}`)
          .raw(),
        sources: sources.map((s) => ({
          index: sqlite.prepare(queuedRowsIndexSql(s)),
          clear: sqlite.prepare(`delete from ${s.name}_fts_pending`),
        })),
      };
    } catch {
      return null; // A database not yet migrated has no queue.
    }
  };
  return {
    stats,
    flush() {
      prepared ??= prepare();
      if (!prepared) return;
      let queued: number[];
      try {
        queued = prepared.queued.get() as number[];
      } catch {
        prepared = null; // The queue was dropped (a migration down): prepare again next time.
        return;
      }
      if (!queued.some(Boolean)) return;
      try {
        run(queued);
        stats.flushes++;
      } catch (error) {
        // The savepoint is rolled back: the rows stay queued and the next flush indexes them.
        // A failure here must not fail the writes it follows.
        process.emitWarning(`message search could not index queued rows: ${(error as Error).message}`);
      }
    },
  };
}

/** Indexes the queued rows of a source, with the texts its triggers indexed (20261129T0650-content-search). */
export function queuedRowsIndexSql(s: SearchSource): string {
  const cols = s.columns.map((c) => c.toLowerCase()).join(', ');
  const texts = s.columns.map((c) => `substr(coalesce(t."${c}", ''), 1, ${SEARCH_MAX_TEXT})`).join(', ');
  const joined = s.keys.map((k) => `k."${k}" = t."${k}"`).join(' and ');
  return `insert into ${s.name}_fts (rowid, ${cols}) select k."rowid", ${texts}
    from ${s.name}_fts_pending q cross join ${s.name}_fts_key k on k."rowid" = q."rowid" cross join "${s.table}" t on ${joined}`;
}

/**
 * Kysely's own SQLite driver (group commit off) with the queue flushed where it commits: before
 * a transaction's COMMIT, and after a write made outside a transaction. Its one connection is
 * wrapped once; the driver's other calls get the connection it handed out.
 */
export function queueFlushingDriver(driver: Driver, sqlite: SQLite.Database, queue: SearchIndexQueue): Driver {
  const outer = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    let wrapped = outer.get(connection);
    if (!wrapped) {
      wrapped = {
        async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
          const result = await connection.executeQuery<R>(query);
          if (result.numAffectedRows !== undefined && !sqlite.inTransaction) queue.flush();
          return result;
        },
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      };
      outer.set(connection, wrapped);
      inner.set(wrapped, connection);
    }
    return wrapped;
  };
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const flushing: Driver = {
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    beginTransaction: (connection, settings) => driver.beginTransaction(unwrap(connection), settings),
    async commitTransaction(connection) {
      queue.flush();
      await driver.commitTransaction(unwrap(connection));
    },
    rollbackTransaction: (connection) => driver.rollbackTransaction(unwrap(connection)),
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
  if (driver.savepoint) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver as Required<Driver>;
    flushing.savepoint = (connection, name, compile) => savepoint.call(driver, unwrap(connection), name, compile);
    flushing.rollbackToSavepoint = (connection, name, compile) =>
      rollbackToSavepoint.call(driver, unwrap(connection), name, compile);
    flushing.releaseSavepoint = (connection, name, compile) =>
      releaseSavepoint.call(driver, unwrap(connection), name, compile);
  }
  return flushing;
}
