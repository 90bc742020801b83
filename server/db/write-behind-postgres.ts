import type { Socket } from 'node:net';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import { resultOf } from './group-commit-postgres';
import { answerLater, isSentLater } from './write-behind';

/**
 * Transactions that send their writes without waiting for each (issue 32): on PostgreSQL every
 * statement of a transaction is a round trip, and a chat batch's transaction (BEGIN, the posts,
 * the group's activity time, the events, COMMIT) made five of them one after another, each
 * waiting for the host to schedule the backend and then Node. Here a write whose answer nobody
 * reads (an INSERT, UPDATE or DELETE without RETURNING) and BEGIN are sent and not awaited;
 * statements that answer rows go out behind them and are awaited as usual, and one sent with
 * `sendLater` (write-behind.ts) is answered at once, its rows read after the commit. Everything
 * written since the last awaited statement leaves in one socket write: a transaction of writes
 * alone is one round trip, its COMMIT's.
 *
 * It rides on pg's pipeline mode (a pool made with `pipeline: true`): each statement keeps its
 * own Sync, so inside the transaction a failure aborts it and the statements behind fail too.
 * Statements with parameters are prepared once per connection (see `prepared` below).
 * The first failure is the transaction's: the next awaited statement throws it, and so does
 * COMMIT (which PostgreSQL answers with ROLLBACK), so the caller sees the write that failed.
 *
 * What it cannot give: a write's row count (a deferred write answers no numAffectedRows, and
 * Kysely reports 0 rows). A transaction that reads counts, or catches one statement's failure
 * and goes on, must not run here. Outside a transaction statements are awaited one by one.
 */
export class WriteBehindPostgresDriver implements Driver {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PipelinedConnection(await this.#pool.connect());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode)
      throw new Error('write-behind: transactions take no isolation level or access mode');
    (connection as PipelinedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PipelinedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PipelinedConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipelinedConnection).release();
  }

  async destroy(): Promise<void> {
    if (!this.#pool.ended) await this.#pool.end();
  }
}

const noop = () => {};

/**
 * Statements each connection has prepared, by SQL: a batch's statements come in few shapes (one
 * per number of rows), and a prepared one skips PostgreSQL's parse and plan and our sending its
 * text (a 9-row post insert: 1.0 against 1.2 ms). Past the bound, statements go unprepared.
 */
const prepared = new WeakMap<pg.PoolClient, Map<string, string>>();
const MAX_PREPARED = 256;

function queryConfig(client: pg.PoolClient, sql: string, parameters: readonly unknown[]): pg.QueryConfig {
  const values = [...parameters];
  if (!values.length) return { text: sql, values };
  let names = prepared.get(client);
  if (!names) {
    names = new Map();
    prepared.set(client, names);
  }
  let name = names.get(sql);
  if (!name && names.size < MAX_PREPARED) {
    name = `write_behind_${names.size + 1}`;
    names.set(sql, name);
  }
  return name ? { name, text: sql, values } : { text: sql, values };
}

/** An INSERT, UPDATE or DELETE whose answer has no rows: nothing in it is read back. */
function isBlindWrite(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; returning?: unknown };
  return (
    (node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode') &&
    !node.returning
  );
}

class PipelinedConnection implements DatabaseConnection {
  readonly #client: pg.PoolClient;
  readonly #socket: Socket | undefined;
  #inTransaction = false;
  /** Statements sent and not awaited in this transaction (they settle, never reject). */
  #sent: Promise<void>[] = [];
  /** The transaction's first failure. */
  #failure: unknown;
  #corked = false;
  /** The connection failed in a way that leaves its state unknown: the pool must drop it. */
  #broken: Error | undefined;

  constructor(client: pg.PoolClient) {
    this.#client = client;
    this.#socket = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  }

  begin(): void {
    this.#inTransaction = true;
    this.#failure = undefined;
    this.#sent = [];
    this.#fire('begin', []);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction) {
      if (this.#failure) throw this.#failure;
      if (isBlindWrite(query)) {
        this.#fire(query.sql, query.parameters);
        return { rows: [] };
      }
      if (isSentLater(query)) {
        answerLater(query, this.#later(query));
        return { rows: [] };
      }
    }
    const answer = this.#send(query.sql, query.parameters);
    this.#uncork();
    try {
      return resultOf(await answer) as QueryResult<R>;
    } catch (error) {
      // Behind a failed write, this statement only learned that the transaction is aborted.
      throw this.#failure ?? error;
    }
  }

  /** Sends a statement whose answer is read after the transaction (write-behind.ts sendLater). */
  #later(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const answer = this.#send(query.sql, query.parameters);
    this.#sent.push(
      answer.then(noop, (error: unknown) => {
        this.#failure ??= error;
      }),
    );
    return answer.then(resultOf);
  }

  /** Ends the transaction: COMMIT (failing with the transaction's first failure) or ROLLBACK. */
  async end(statement: 'commit' | 'rollback'): Promise<void> {
    const answer = this.#send(statement, []);
    this.#uncork();
    this.#inTransaction = false;
    let ended: pg.QueryResult;
    try {
      [ended] = await Promise.all([answer, ...this.#sent]);
    } catch (error) {
      // COMMIT or ROLLBACK itself failed: the connection's state is unknown.
      this.#broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      this.#sent = [];
    }
    if (statement === 'rollback') return;
    if (this.#failure) throw this.#failure;
    if (ended.command !== 'COMMIT') throw new Error(`write-behind: the transaction ended in ${ended.command}`);
  }

  release(): void {
    this.#uncork();
    this.#client.release(this.#broken);
  }

  // biome-ignore lint/correctness/useYield: the pool has no cursor configured, as Kysely's own connection.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("'cursor' is not present in the postgres dialect config: streaming is not supported");
  }

  /** Sends a statement whose answer nobody awaits; a failure becomes the transaction's. */
  #fire(sql: string, parameters: readonly unknown[]): void {
    this.#sent.push(
      this.#send(sql, parameters).then(noop, (error: unknown) => {
        this.#failure ??= error;
      }),
    );
  }

  /**
   * Queues the statement on the pipelined client. It leaves with the next statement that is
   * awaited, or once the promise jobs running now are done (a transaction that only writes has
   * reached its COMMIT by then), so nothing sent can wait forever.
   */
  #send(sql: string, parameters: readonly unknown[]): Promise<pg.QueryResult> {
    if (!this.#corked && this.#socket) {
      this.#socket.cork();
      this.#corked = true;
      process.nextTick(() => this.#uncork());
    }
    return this.#client.query(queryConfig(this.#client, sql, parameters));
  }

  #uncork(): void {
    if (!this.#corked) return;
    this.#corked = false;
    this.#socket?.uncork();
  }
}

/** Kysely's PostgreSQL dialect with the write-behind driver in place of its own. */
export function writeBehindPostgresDialect(pool: pg.Pool): Dialect {
  const postgres = new PostgresDialect({ pool });
  return {
    createAdapter: () => postgres.createAdapter(),
    createDriver: () => new WriteBehindPostgresDriver(pool),
    createQueryCompiler: () => postgres.createQueryCompiler(),
    createIntrospector: (db) => postgres.createIntrospector(db),
  };
}
