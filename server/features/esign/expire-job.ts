import { ESIGN_EXPIRE_JOB } from '@shared/api/content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Services } from '../../services';
import { enqueueNotify } from './notify';
import { announceProgress } from './post-progress';
import { esignRepo } from './repo';

export type ExpirePayload = { contentId: string };

/** Queued with the sending, in its transaction, to run at the expiry (none without one). */
export function enqueueExpiry(services: Services, contentId: string, expiresAt: string, executor: Kysely<Database>) {
  const delayMs = Math.max(0, new Date(expiresAt).getTime() - Date.now());
  return services.queue.enqueue<ExpirePayload>(ESIGN_EXPIRE_JOB, { contentId }, { executor, delayMs });
}

/**
 * The queue job at a document's expiry: a document still out for signature becomes
 * `expired` (stored, with an event for the certificate's history), its signers still to sign
 * and its sender are mailed, and everyone watching hears it. A document completed, declined
 * or fully signed (its seal queued) is left alone; a run before the deadline queues itself again.
 */
export async function expireContent(services: Services, payload: ExpirePayload): Promise<void> {
  const repo = esignRepo(services.db);
  const content = await repo.byId(payload.contentId);
  if (content?.state !== 'sent' || !content.expiresAt) return;
  if (new Date(content.expiresAt).getTime() > Date.now()) {
    await enqueueExpiry(services, content.id, content.expiresAt, services.db);
    return;
  }
  const now = new Date().toISOString();
  const expired = await services.db
    .transaction()
    .execute(async (trx) => {
      const tx = esignRepo(trx);
      if (!(await tx.transition(content.id, 'sent', { state: 'expired' }))) return false;
      // Read after taking the row: a signing that held it first has committed by now.
      if ((await tx.signersOf(content.id)).every((s) => s.state === 'signed')) throw new FullySigned();
      await tx.addEvent(content.id, 'expired', null, content.expiresAt, now);
      await enqueueNotify(services, { contentId: content.id, kind: 'expired' }, trx);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof FullySigned) return false;
      throw error;
    });
  if (expired) await announceProgress(services, content.id);
}

/** Rolls the expiry back: the last signature came first, and its seal is queued. */
class FullySigned extends Error {}
