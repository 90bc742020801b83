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
  /**
   * The same for posts written together (a batch of chat messages, posts/chat-batch.ts), in
   * their order: a feature that reads or writes a row per post does it in one statement for all.
   * A feature without it has `postWritten` called for each.
   */
  postsWritten?: (trx: Db, posts: PostWritten[], services: Services) => Promise<StageEvent[]> | Promise<void>;
};

const registered = new WeakMap<Services, FeatureReactions[]>();

/** Called once per process by registerFeatures, with the reactions of the listed features in order. */
export function registerReactions(services: Services, reactions: FeatureReactions[]): void {
  registered.set(services, reactions);
}

/**
 * Runs every feature's reaction to the posts in their transaction, in the list's order (each
 * feature's `postsWritten`, or its `postWritten` for each post); their events.
 */
export async function postsWritten(services: Services, trx: Db, posts: PostWritten[]): Promise<StageEvent[]> {
  const events: StageEvent[] = [];
  for (const reactions of registered.get(services) ?? []) {
    if (reactions.postsWritten && (posts.length > 1 || !reactions.postWritten)) {
      const staged = await reactions.postsWritten(trx, posts, services);
      if (staged) events.push(...staged);
      continue;
    }
    for (const post of posts) {
      const staged = await reactions.postWritten?.(trx, post, services);
      if (staged) events.push(...staged);
    }
  }
  return events;
}
