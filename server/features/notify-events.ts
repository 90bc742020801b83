import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services';

/**
 * What features publish for the notifications feature to consume: an event, written as a
 * durable queue job in the writer's transaction. The writer names no feature (this file sits
 * below them all); the notifications feature registers the job (notifications/fan-out.ts)
 * and turns each event into its notification rows after the commit.
 */
/** The queue job that turns one event into its notification rows (notifications/fan-out.ts). */
export const NOTIFY_JOB = 'notifications.produce';

/**
 * An event that notifies, as the producing feature knows it: who acted and the ids. The job
 * finds the recipients, so the request only inserts one job row.
 */
export type NotifyEvent =
  | { kind: 'comment'; actorId: string; commentId: string }
  | { kind: 'postLike'; actorId: string; postId: string }
  | { kind: 'commentLike'; actorId: string; commentId: string }
  | { kind: 'share'; actorId: string; postId: string }
  | { kind: 'connectionRequest' | 'connectionAccepted'; actorId: string; userId: string; pairingId: string }
  | { kind: 'groupAdded'; actorId: string; groupId: string; userIds: string[] }
  | { kind: 'esignRequest'; actorId: string; contentId: string; emails: string[]; postId: string | null }
  /** No one acted: the deadline passed. The signers still to sign and the sender hear of it. */
  | { kind: 'esignExpired'; actorId: null; contentId: string }
  /** An outside signer's link locked after five wrong codes (issue 37): the sender hears of it. */
  | { kind: 'esignLinkLocked'; actorId: null; contentId: string; signerNumber: number }
  | { kind: 'jobApplied'; actorId: string; jobId: string; groupId: string }
  /** The user's own data export is ready (features/account). */
  | { kind: 'dataExportReady'; actorId: null; userId: string; exportId: string };

/**
 * Queues the notifications of an event. Pass the feature's transaction (`executor`) where it
 * has one: the job then exists only if the change commits, and a crash after the commit loses
 * nothing (the queue is durable).
 */
export function notify(services: Pick<Services, 'queue'>, event: NotifyEvent, executor?: Kysely<Database>) {
  return services.queue.enqueue<NotifyEvent>(NOTIFY_JOB, event, executor ? { executor } : {});
}

/** A connection request or its acceptance (pairings/link's outcome): the other person hears of it. */
export function notifyLink(
  services: Pick<Services, 'queue'>,
  outcome: {
    change: 'created' | 'accepted' | 'unchanged';
    status: string;
    actorId: string;
    otherId: string;
    pairingId: string;
  },
  executor?: Kysely<Database>,
) {
  if (outcome.change === 'unchanged') return Promise.resolve(null);
  const kind =
    outcome.change === 'created' && outcome.status === 'requested' ? 'connectionRequest' : 'connectionAccepted';
  return notify(
    services,
    { kind, actorId: outcome.actorId, userId: outcome.otherId, pairingId: outcome.pairingId },
    executor,
  );
}
