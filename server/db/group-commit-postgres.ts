import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresDialect,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';
import { Batch, MAX_BATCH_MS, Mutex, noop, quoted } from './group-commit';

/**
 * At most this many request transactions share a PostgreSQL commit. Lower than SQLite's 64:
 * each is a subtransaction, and past 64 written ones a backend's subtransaction cache
 * overflows, which slows every other session's snapshots.
 */
export const MAX_PG_BATCH_TRANSACTIONS = 32;

/**
 * Group commit on PostgreSQL, with `synchronous_commit` on: request transactions that arrive
 * together run one after another in one database transaction, each in a SAVEPOINT of its own,
 * and share its COMMIT.
 *
 * What it saves is not the fsync, which PostgreSQL already shares between backends that commit
 * at once, but the time a hot row stays locked. A group's chat posts all bump one counter row
 * (the channel's event sequence) and the group's activity time; each transaction holds those
 * locks until its own commit is on disk, so transactions of one group line up behind each
 * other's fsync, one at a time (measured: 465 of 580 samples of active sessions waiting on
 * that lock). Inside one batch the locks are the batch's own: its members never wait for each
 * other, and the fsync is paid once for all of them.
 *
 * As on SQLite (group-commit.ts): a transaction that ends well releases its savepoint and the
 * batch's connection (the next request's transaction joins at once), but its commit resolves
 * only after the batch's COMMIT, so a request is answered, and `afterCommit` callbacks run,
 * only once its writes are durable. A failed transaction rolls back to its savepoint only. A
 * failed COMMIT fails every transaction of the batch. The batch commits on the next turn of
 * the event loop, or waits for requests still on their way within MAX_BATCH_MS; a lone
 * request waits no timer. While a batch commits, the next opens on another pooled connection.
 *
 * Outside a transaction nothing changes: statements take a pooled connection and commit alone.
 * They never see a batch's writes before its commit. A transaction on a connection that has
 * already run statements of its own (`db.connection()`, as Kysely's migrator does) runs on it
 * alone, as before.
 */
export class GroupCommitPostgresDriver implements Driver {
  readonly #pool: pg.Pool;
  readonly #plain: Driver;
  readonly #mutex = new Mutex();
  #batch: PgBatch | null = null;
  /** The commit in flight, if any (settles, never rejects). */
  #committing: Promise<void> = Promise.resolve();
  #savepoints = 0;
  /** Transactions waiting for the mutex: they join the open batch next. */
  #queued = 0;
  /** Batches committed and transactions in them, for the bench and tests. */
  readonly stats = { batches: 0, transactions: 0, largest: 0 };
  /** Requests that may still write (http/durable-answers.ts counts them): a batch waits for them, within its bounds. */
  writers = 0;
  /** The batch's bounds (a test may widen them). */
  readonly limits = { transactions: MAX_PG_BATCH_TRANSACTIONS, ms: MAX_BATCH_MS };

  constructor(pool: pg.Pool) {
    this.#pool = pool;
    this.#plain = new PostgresDialect({ pool }).createDriver();
  }

  async init(): Promise<void> {
    await this.#plain.init();
  }

  /** A lease takes a pooled connection on its first statement, or the batch's when it begins a transaction. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgLease(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: object): Promise<void> {
    const lease = connection as PgLease;
    if (lease.plain) {
      await this.#plain.beginTransaction(lease.plain, settings);
      return;
    }
    this.#queued++;
    try {
      await this.#mutex.lock();
    } finally {
      this.#queued--;
    }
    let batch = this.#batch;
    try {
      if (!batch) {
        // The next batch waits for the last one's commit: it would only wait for its row locks,
        // with the mutex held, while the transactions queued behind it could have joined one batch.
        await this.#committing;
        // Counted open before any await: a batch with nothing open may commit on any turn.
        batch = new PgBatch(await this.#pool.connect());
        batch.open++;
        this.#batch = batch;
      } else batch.open++;
      const name = `gc_${++this.#savepoints}`;
      lease.tx = { batch, savepoint: name };
      lease.holdsMutex = true;
      // One round trip: a batch's first transaction begins it in the same message.
      await batch.client.query(batch.begun ? `savepoint ${name}` : `begin; savepoint ${name}`);
      batch.begun = true;
    } catch (error) {
      lease.tx = null;
      lease.holdsMutex = false;
      if (batch) {
        batch.open--;
        // The batch's connection is in an unknown state: every transaction in it fails.
        this.#fail(batch, error);
      }
      this.#mutex.unlock();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as PgLease;
    if (lease.plain) return this.#plain.commitTransaction(lease.plain);
    const tx = lease.tx;
    if (!tx) throw new Error('group commit: commit without a transaction');
    if (tx.batch.failed) throw tx.batch.failed;
    // The savepoint stays: the next transaction's nests in it, and the COMMIT ends them all.
    // Releasing it would cost a round trip, and a rollback to a later one undoes only its own work.
    lease.tx = null;
    tx.batch.open--;
    tx.batch.members++;
    tx.batch.readyAt ??= performance.now();
    const durable = tx.batch.durable;
    lease.holdsMutex = false;
    this.#afterTransaction(tx.batch);
    this.#mutex.unlock();
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as PgLease;
    if (lease.plain) return this.#plain.rollbackTransaction(lease.plain);
    const tx = lease.tx;
    lease.tx = null;
    if (!tx) return;
    if (tx.batch.failed) {
      tx.batch.open--;
      return;
    }
    try {
      // Also what makes the batch usable again after a failed statement. Still counted open
      // meanwhile, so that the batch cannot commit with this transaction's writes in it.
      await tx.batch.client.query(`rollback to savepoint ${tx.savepoint}`);
    } catch (error) {
      this.#fail(tx.batch, error);
      throw error;
    } finally {
      tx.batch.open--;
    }
    this.#afterTransaction(tx.batch);
    if (tx.batch.members === 0) return;
    // It may have failed on a row another member wrote (a unique key): outside PostgreSQL would
    // have held it until that transaction committed, so that a read after the failure finds the
    // row. It waits for the batch's commit likewise, with the batch's connection given up.
    lease.holdsMutex = false;
    this.#mutex.unlock();
    await tx.batch.durable.catch(noop);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoted(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as PgLease;
    if (lease.plain) await this.#plain.releaseConnection(lease.plain);
    lease.plain = null;
    if (lease.holdsMutex) {
      lease.holdsMutex = false;
      this.#mutex.unlock();
    }
  }

  async destroy(): Promise<void> {
    await this.settledAfterCommitNow();
    await this.#plain.destroy();
  }

  /** Transactions released into the open batch, waiting for its commit. */
  get waiting(): number {
    return this.#batch?.members ?? 0;
  }

  /** Resolves once the batch open now (if any) is committed or has failed. */
  settled(): Promise<void> {
    return this.#batch ? this.#batch.durable.then(noop, noop) : Promise.resolve();
  }

  /** Commits the open batch now, unless a transaction is still open inside it (then it commits when that ends). */
  commitNow(): void {
    const batch = this.#batch;
    if (!batch) return;
    if (batch.open > 0) batch.due = true;
    else this.#startCommit(batch);
  }

  /** One statement of a lease: in its transaction's batch, or on its own pooled connection. */
  async run(lease: PgLease, query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (lease.tx) {
      if (lease.tx.batch.failed) throw lease.tx.batch.failed;
      return resultOf(await lease.tx.batch.client.query(query.sql, [...query.parameters]));
    }
    lease.plain ??= await this.#plain.acquireConnection();
    return lease.plain.executeQuery(query);
  }

  async settledAfterCommitNow(): Promise<void> {
    this.commitNow();
    await this.settled();
  }

  #afterTransaction(batch: PgBatch): void {
    if (batch !== this.#batch || batch.open > 0) return;
    const full =
      batch.members >= this.limits.transactions ||
      performance.now() - (batch.readyAt ?? Number.POSITIVE_INFINITY) >= this.limits.ms;
    if (full || batch.due) {
      this.#startCommit(batch);
      return;
    }
    if (!batch.scheduled) {
      batch.scheduled = true;
      setImmediate(() => this.#gather(batch));
    }
  }

  /**
   * On the next turn: commit, unless transactions wait to join (each that ends looks again, and
   * the batch's bounds hold), or other requests that may write are still on their way and the
   * batch is younger than its bound; then look again in 1 ms.
   */
  #gather(batch: PgBatch): void {
    if (batch !== this.#batch) return;
    if (this.#queued > 0 || batch.open > 0) {
      // Transactions that will join are on their way: the last of them to end looks again.
      batch.scheduled = false;
      return;
    }
    const others = this.writers - batch.members;
    const age = performance.now() - (batch.readyAt ?? performance.now());
    if (others > 0 && age < this.limits.ms) setTimeout(() => this.#gather(batch), 1);
    else this.commitNow();
  }

  #startCommit(batch: PgBatch): void {
    if (this.#batch === batch) this.#batch = null;
    this.#committing = this.#commit(batch);
  }

  /** Commits on the batch's connection. */
  async #commit(batch: PgBatch): Promise<void> {
    if (this.#batch === batch) this.#batch = null;
    if (batch.members === 0) {
      // Every transaction in it rolled back: nothing to make durable.
      await batch.client.query('rollback').catch(noop);
      batch.client.release();
      batch.resolve();
      return;
    }
    try {
      await batch.client.query('commit');
    } catch (error) {
      this.#fail(batch, error);
      return;
    }
    batch.client.release();
    this.stats.batches++;
    this.stats.transactions += batch.members;
    this.stats.largest = Math.max(this.stats.largest, batch.members);
    batch.resolve();
  }

  /** Fails every transaction of the batch, and hands its connection back broken (the pool drops it). */
  #fail(batch: PgBatch, error: unknown): void {
    if (this.#batch === batch) this.#batch = null;
    if (batch.failed) return;
    batch.failed = error instanceof Error ? error : new Error(String(error));
    batch.client.release(batch.failed);
    batch.reject(batch.failed);
  }
}

/** The database transaction that request transactions join, on one pooled connection. */
class PgBatch extends Batch {
  /** Its BEGIN was sent (with its first transaction's savepoint). */
  begun = false;

  constructor(readonly client: pg.PoolClient) {
    super();
  }
}

/** One use of the database by Kysely: a statement, a pinned connection, or a transaction. */
class PgLease implements DatabaseConnection {
  tx: { batch: PgBatch; savepoint: string } | null = null;
  /** The pooled connection of statements outside a batch. */
  plain: DatabaseConnection | null = null;
  holdsMutex = false;

  constructor(private readonly driver: GroupCommitPostgresDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run(this, query) as Promise<QueryResult<R>>;
  }

  // biome-ignore lint/correctness/useYield: the pool has no cursor configured, as Kysely's own connection.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("'cursor' is not present in the postgres dialect config: streaming is not supported");
  }
}

/** Kysely's result of a pg answer, as its own PostgresConnection builds it. */
export function resultOf(result: pg.QueryResult): QueryResult<unknown> {
  const counted = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command);
  return {
    ...(counted ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}),
    rows: result.rows ?? [],
  };
}

/** Kysely's PostgreSQL dialect with the group-commit driver in place of its own. */
export function groupCommitPostgresDialect(driver: GroupCommitPostgresDriver, pool: pg.Pool): Dialect {
  const postgres = new PostgresDialect({ pool });
  return {
    createAdapter: () => postgres.createAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => postgres.createQueryCompiler(),
    createIntrospector: (db) => postgres.createIntrospector(db),
  };
}
