import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The post types the social graph writes into timelines (spec 3 §3). */
export type GraphPostType = 'connection' | 'groupCreated' | 'groupMembersAdded' | 'welcome';

/** The event the timelines refetch on, published on the pair or group channel. */
export const POST_CREATED_EVENT = 'post.created';

/**
 * Writes the timeline entry of a graph change: a `connection` post in a pairing
 * (visible to its two people) or a group post (visible to the group's members).
 */
export async function insertGraphPost(
  executor: Kysely<Database>,
  post: { type: GraphPostType; createdBy: string; pairingId?: string; groupId?: string; now: string; content?: string },
): Promise<string> {
  const id = randomUUID();
  await executor
    .insertInto('post')
    .values({
      id,
      type: post.type,
      content: post.content ?? null,
      createdBy: post.createdBy,
      visibility: post.pairingId ? 'SPECIFIC_PEOPLE' : 'COLLABORATION_GROUP',
      groupId: post.groupId ?? null,
      pairingId: post.pairingId ?? null,
      referencePostId: null,
      status: 'published',
      isEdited: 0,
      deletedBy: null,
      deletedAt: null,
      createdAt: post.now,
      updatedAt: post.now,
      lastActivityAt: post.now,
    })
    .execute();
  return id;
}
