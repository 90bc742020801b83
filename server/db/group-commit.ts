import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely';
import type { SearchIndexQueue } from './search-index-queue';

/** A batch commits once this many request transactions have joined it, whatever else waits. */
export const MAX_BATCH_TRANSACTIONS = 64;
/**
 * A batch older than this commits as soon as no transaction is open inside it. Under load the
 * window passes mostly in serving the requests that join the batch, so it bounds the batch's
 * size: at 20 connections, 2 ms closed batches at 5.5 chat posts on SQLite, 5 ms at 10 (about half
 * the connections, the rest waiting for their answers: a longer window gathers no more). The
 * larger batches answered sooner, not later: p50 8.5 ms at 5 against 10.2 at 2, p99 19.2
 * against 22.6 (`npm run bench -- --only=chat-write`). A lone request waits no timer.
 */
export const MAX_BATCH_MS = 5;

/**
 * Group commit on SQLite, with `synchronous=FULL` kept: request transactions that arrive
 * together share one COMMIT, hence one fsync of the WAL.
 *
 * The one connection holds an outer transaction (the batch); each `db.transaction()` runs in
 * a SAVEPOINT of its own inside it, so a request that fails rolls back only its own work.
 * A transaction that ends well releases its savepoint and the connection (the next request
 * may join the batch at once) but its `commitTransaction` resolves only after the batch's
 * COMMIT: a request is answered, and `afterCommit` callbacks run (after-commit.ts wraps this
 * driver), only once its writes are on disk. When the COMMIT fails, every transaction of the
 * batch fails with it.
 *
 * When the batch commits: better-sqlite3's COMMIT blocks the event loop, so nothing arrives
 * "while a commit is in flight". The batch commits on the next turn of the event loop
 * (setImmediate), when what the current turn's ready requests write has joined it; if other
 * requests that may write are still on their way (`writers`, counted by the HTTP layer), it
 * waits for them in steps of 1 ms, up to MAX_BATCH_MS after its first transaction ended. A lone
 * request waits no timer. A batch commits at once when it reaches MAX_BATCH_TRANSACTIONS, or
 * when it is older than MAX_BATCH_MS and a transaction ends.
 *
 * Outside a transaction: a read runs inside the open batch and may see its writes before they
 * are durable (`settled()` lets an answer wait for them, see http/durable-answers.ts); a write
 * first commits the open batch, then runs on its own as before (Kysely cannot tell a lone
 * statement from `db.connection()`'s several, so it cannot wait for a later commit).
 */
export class GroupCommitSqliteDriver implements Driver {
  readonly #raw: SQLite.Database;
  readonly #db: SqliteDatabase;
  readonly #mutex = new Mutex();
  #batch: Batch | null = null;
  #savepoints = 0;
  /** Batches committed and transactions in them, for the bench and tests. */
  readonly stats = { batches: 0, transactions: 0, largest: 0 };
  /** Requests that may still write (http/durable-answers.ts counts them): a batch waits for them, within its bounds. */
  writers = 0;
  /** The batch's bounds (a test may widen them). */
  readonly limits = { transactions: MAX_BATCH_TRANSACTIONS, ms: MAX_BATCH_MS };

  readonly #searchQueue: SearchIndexQueue | undefined;

  constructor(raw: SQLite.Database, db: SqliteDatabase, searchQueue?: SearchIndexQueue) {
    this.#raw = raw;
    this.#db = db;
    this.#searchQueue = searchQueue;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    let batch = this.#live();
    if (!batch) {
      this.#raw.exec('begin');
      batch = new Batch();
      this.#batch = batch;
    }
    const name = `gc_${++this.#savepoints}`;
    this.#raw.exec(`savepoint ${name}`);
    lease.tx = { batch, savepoint: name };
    batch.open++;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const tx = lease.tx;
    if (!tx) throw new Error('group commit: commit without a transaction');
    if (tx.batch.failed) throw tx.batch.failed;
    this.#raw.exec(`release ${tx.savepoint}`);
    lease.tx = null;
    tx.batch.open--;
    tx.batch.members++;
    tx.batch.readyAt ??= performance.now();
    // The connection is free for the next request while this one waits for the batch's commit.
    lease.detached = true;
    const durable = tx.batch.durable;
    this.#afterTransaction(tx.batch);
    this.#mutex.unlock();
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const tx = lease.tx;
    lease.tx = null;
    // A lease whose batch failed at commit has given the connection up: nothing of it to undo.
    if (!tx || lease.detached) return;
    tx.batch.open--;
    if (tx.batch.failed) return;
    this.#raw.exec(`rollback to ${tx.savepoint}`);
    this.#raw.exec(`release ${tx.savepoint}`);
    this.#afterTransaction(tx.batch);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection as Lease).detached) this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.commitNow();
    this.#db.close();
  }

  /** Transactions released into the open batch, waiting for its commit. */
  get waiting(): number {
    return this.#batch?.members ?? 0;
  }

  /** Resolves once the batch open now (if any) is committed or has failed. */
  settled(): Promise<void> {
    const batch = this.#live();
    return batch ? batch.durable.then(noop, noop) : Promise.resolve();
  }

  /** Commits the open batch now, unless a transaction is still open inside it (then it commits when that ends). */
  commitNow(): void {
    const batch = this.#live();
    if (!batch) return;
    if (batch.open > 0) batch.due = true;
    else this.#commit(batch);
  }

  /** One statement of a lease: inside its savepoint, or outside any transaction. */
  run(lease: Lease, query: CompiledQuery): QueryResult<unknown> {
    const statement = this.#db.prepare(query.sql) as SQLite.Statement & { reader: boolean };
    if (!statement.readonly) {
      // A write outside a transaction must not be answered before a batch's commit: commit first.
      if (!lease.tx) this.commitNow();
    }
    try {
      if (statement.reader) return { rows: statement.all(query.parameters) as unknown[] };
      const { changes, lastInsertRowid } = statement.run(query.parameters);
      // A write committed on its own: index what it queued for message search now.
      if (!this.#raw.inTransaction) this.#searchQueue?.flush();
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    } catch (error) {
      this.#live(); // SQLite may have rolled the whole batch back (a full disk, an I/O error).
      throw error;
    }
  }

  stream(query: CompiledQuery): IterableIterator<unknown> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams only select queries');
    return (this.#db.prepare(query.sql) as SQLite.Statement).iterate(query.parameters);
  }

  /** The open batch, after checking that SQLite has not rolled it back under us. */
  #live(): Batch | null {
    const batch = this.#batch;
    if (batch && !this.#raw.inTransaction) this.#fail(batch, new Error('group commit: the batch was rolled back'));
    return this.#batch;
  }

  #afterTransaction(batch: Batch): void {
    if (batch !== this.#batch || batch.open > 0) return;
    const full =
      batch.members >= this.limits.transactions ||
      performance.now() - (batch.readyAt ?? Number.POSITIVE_INFINITY) >= this.limits.ms;
    if (full || batch.due) {
      this.#commit(batch);
      return;
    }
    if (!batch.scheduled) {
      batch.scheduled = true;
      setImmediate(() => this.#gather(batch));
    }
  }

  /**
   * On the next turn: commit, unless other requests that may write are still on their way
   * (not yet in this batch) and the batch is younger than its bound; then look again in 1 ms.
   * A lone request has no one to wait for.
   */
  #gather(batch: Batch): void {
    if (batch !== this.#batch) return;
    const others = this.writers - batch.members;
    const age = performance.now() - (batch.readyAt ?? performance.now());
    if (others > 0 && age < this.limits.ms) setTimeout(() => this.#gather(batch), 1);
    else this.commitNow();
  }

  #commit(batch: Batch): void {
    this.#batch = null;
    try {
      // Message search indexes the batch's rows in one statement per index, inside the batch.
      this.#searchQueue?.flush();
      this.#raw.exec('commit');
    } catch (error) {
      if (this.#raw.inTransaction) this.#raw.exec('rollback');
      this.#fail(batch, error);
      return;
    }
    this.stats.batches++;
    this.stats.transactions += batch.members;
    this.stats.largest = Math.max(this.stats.largest, batch.members);
    batch.resolve();
  }

  #fail(batch: Batch, error: unknown): void {
    if (this.#batch === batch) this.#batch = null;
    batch.failed = error instanceof Error ? error : new Error(String(error));
    batch.reject(batch.failed);
  }
}

/** The outer transaction that request transactions join (group-commit-postgres.ts extends it). */
export class Batch {
  /** Savepoints open inside it now. */
  open = 0;
  /** Transactions released into it, waiting for its commit. */
  members = 0;
  scheduled = false;
  /** Commit as soon as the open transaction ends. */
  due = false;
  failed: Error | null = null;
  /** When its first transaction was released into it: the batch's window starts there. */
  readyAt: number | undefined;
  readonly durable: Promise<void>;
  resolve!: () => void;
  reject!: (error: Error) => void;

  constructor() {
    this.durable = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A batch nobody waits on (its transactions all rolled back) must not raise an unhandled rejection.
    this.durable.catch(noop);
  }
}

/** One hold of the connection, from acquireConnection to releaseConnection (one request's use). */
class Lease implements DatabaseConnection {
  tx: { batch: Batch; savepoint: string } | null = null;
  /** Gave the connection up early (its transaction waits for the batch's commit). */
  detached = false;

  constructor(private readonly driver: GroupCommitSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run(this, query) as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.driver.stream(query)) yield { rows: [row as R] };
  }
}

/** Kysely's own SQLite mutex, which this driver replaces: one holder of the connection at a time. */
export class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/** A savepoint's name as an SQL identifier. */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function noop(): void {}

/** Kysely's SQLite dialect with the group-commit driver in place of its own. */
export function groupCommitDialect(driver: GroupCommitSqliteDriver, database: SqliteDatabase): Dialect {
  const sqlite = new SqliteDialect({ database });
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => sqlite.createQueryCompiler(),
    createIntrospector: (db) => sqlite.createIntrospector(db),
  };
}
