import type { CompiledQuery, Kysely, QueryResult } from 'kysely';

/** Statements `sendLater` is running, and the answer a write-behind connection will give each. */
const laterAnswers = new WeakMap<CompiledQuery, Promise<QueryResult<unknown>> | null>();

/** Whether `sendLater` sent this statement: a write-behind connection then answers it at once. */
export function isSentLater(query: CompiledQuery): boolean {
  return laterAnswers.has(query);
}

/** The write-behind connection's answer to a statement `sendLater` sent, once it arrives. */
export function answerLater(query: CompiledQuery, answer: Promise<QueryResult<unknown>>): void {
  laterAnswers.set(query, answer);
}

/**
 * Runs a statement whose answer the caller needs only after the transaction (the seqs of the
 * events it stores, realtime/event-store.ts; the facts a chat batch checks): in a write-behind
 * transaction it is sent behind the others and the transaction goes on at once; elsewhere it
 * runs as any statement. It goes through Kysely's executor as any statement does; in a
 * write-behind transaction `answer` holds the database's own rows (no plugin transforms them).
 * A failure fails the transaction's commit as well; `answer` rejecting needs no handler of its own.
 */
export async function sendLater<R>(
  // Any database (database.ts opens the write-behind one, so this module cannot name its type).
  db: Kysely<any>,
  query: CompiledQuery<R>,
): Promise<{ answer: Promise<QueryResult<R>> }> {
  laterAnswers.set(query, null);
  try {
    const result = await db.executeQuery<R>(query);
    const answer = (laterAnswers.get(query) as Promise<QueryResult<R>> | null) ?? Promise.resolve(result);
    answer.catch(() => {});
    return { answer };
  } finally {
    laterAnswers.delete(query);
  }
}
