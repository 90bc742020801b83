import type { Db } from '../db/database';
import type { StageEvent } from '../realtime';
import type { Services } from '../services';

/**
 * A post just written, as the posts service knows it inside its transaction: what a feature
 * reacting to new posts reads, so it need not ask posts again.
 */
export type PostWritten = {
  id: string;
  authorId: string;
  type: string;
  content: string;
  /** 'pending' while its files wait for their checks (features/media), else 'published'. */
  status: string;
  /** Where it went, as posts/audience.ts resolved it (its Audience; only what reactions read). */
  audience: {
    visibility: string;
    groupId: string | null;
    pairingId: string | null;
    /** The author's application when the group is their job workspace (features/jobs). */
    application?: { status: string; aiEnabled: boolean };
  };
  metaNames: readonly string[];
  /** The write's time (ISO), the post's createdAt. */
  now: string;
};

/**
 * What a feature does when another feature's data changes: the feature that writes calls
 * the hook and never imports the features that react (they are above it in features/index.ts).
 *
 * A reaction runs inside the writer's transaction, so it commits or rolls back with the write:
 * - work that must be atomic with the write is done there (a job's applicant progress);
 * - work that runs after the commit is queued there on the durable queue (`services.queue.enqueue`
 *   with `executor: trx`): the job exists exactly when the write commits, and a crash between
 *   the commit and the job loses nothing (notifications, media processing, the assistant's reply).
 * A reaction returns the realtime events it wants announced with the write's own (staged in the
 * same transaction, announced after it commits).
 */
export type FeatureReactions = {
  postWritten?: (trx: Db, post: PostWritten, services: Services) => Promise<StageEvent[]> | Promise<void>;
};

const registered = new WeakMap<Services, FeatureReactions[]>();

/** Called once per process by registerFeatures, with the reactions of the listed features in order. */
export function registerReactions(services: Services, reactions: FeatureReactions[]): void {
  registered.set(services, reactions);
}

/** Runs every feature's `postWritten` in the post's transaction, in the list's order; their events. */
export async function postWritten(services: Services, trx: Db, post: PostWritten): Promise<StageEvent[]> {
  const events: StageEvent[] = [];
  for (const reactions of registered.get(services) ?? []) {
    const staged = await reactions.postWritten?.(trx, post, services);
    if (staged) events.push(...staged);
  }
  return events;
}
