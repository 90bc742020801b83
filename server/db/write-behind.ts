import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import type { Db } from './database';

/**
 * A connection whose transaction sends its statements without waiting for each answer
 * (write-behind-postgres.ts): what `later` sends is answered by the time the transaction commits.
 */
export interface WriteBehindConnection extends DatabaseConnection {
  /** Sends the statement in the open transaction; its answer arrives with the next awaited one (at the latest, COMMIT's). */
  later<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

function isWriteBehind(connection: DatabaseConnection): connection is WriteBehindConnection {
  return typeof (connection as Partial<WriteBehindConnection>).later === 'function';
}

/**
 * Runs a statement whose answer the caller needs only after the transaction (the seqs of the
 * events it stores, realtime/event-store.ts): in a write-behind transaction it is sent behind
 * the others and the transaction goes on at once; elsewhere it runs as any statement. The
 * answer's rows are the database's own (no plugin transforms them). A failure fails the
 * transaction's commit as well; `answer` rejecting needs no handler of its own.
 */
export async function sendLater<R>(db: Db, query: CompiledQuery<R>): Promise<{ answer: Promise<QueryResult<R>> }> {
  return db.getExecutor().provideConnection(async (connection) => {
    if (!isWriteBehind(connection)) return { answer: Promise.resolve(await connection.executeQuery<R>(query)) };
    const answer = connection.later(query);
    answer.catch(() => {});
    return { answer };
  });
}
