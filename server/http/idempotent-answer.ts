import { AsyncLocalStorage } from 'node:async_hooks';
import { messages } from '@shared/messages';
import type { Db } from '../db/database';
import { Conflict } from '../errors';

/** The `Idempotency-Key` a keyed POST claimed (http/idempotency.ts), for the route's transaction. */
export type IdempotencyClaim = { userId: string; key: string; route: string; bodyHash: string };

const claimOfRequest = new AsyncLocalStorage<IdempotencyClaim>();

/** Runs a keyed request's handler with its claim in scope of `answerWith`. */
export function withIdempotencyClaim<T>(claim: IdempotencyClaim, run: () => Promise<T>): Promise<T> {
  return claimOfRequest.run(claim, run);
}

/**
 * Called inside the transaction that writes what a creating POST creates, with the `data` its
 * 2xx answers: the answer is stored under the request's Idempotency-Key in that same
 * transaction, so a crash between the commit and the middleware storing the answer leaves a
 * retry the first answer rather than a rerun (issue 15; posts and comments keep their own
 * keys the same way). Without a key (or outside a request) it does nothing. If the key was
 * answered meanwhile (a repeat took over a lapsed lease while this request was slow), this
 * transaction rolls back with a 409 and the client's retry gets the first answer.
 */
export async function answerWith<T>(trx: Db, data: T, status: 200 | 201 = 200): Promise<T> {
  const claim = claimOfRequest.getStore();
  if (!claim) return data;
  const stored = await trx
    .updateTable('idempotent_request')
    .set({ status, response: JSON.stringify({ isSuccess: true, data }) })
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('route', '=', claim.route)
    .where('status', 'is', null)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 0) throw new Conflict(messages.generic.idempotencyKeyInFlight);
  return data;
}
