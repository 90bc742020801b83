import { type PostEventData, postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import type { Db } from '../../db/database';
import type { PostTable } from '../../db/schema';
import { RealtimeEffects } from '../pairings/effects';
import { postRepo } from './repo';

type Target = Pick<PostTable, 'id' | 'createdBy' | 'visibility' | 'groupId' | 'pairingId'>;
export type PostEvent = (typeof postEvents)[keyof typeof postEvents];

/**
 * The channels that may hear of a post, by the same rule as visibility.ts: its group's or
 * pairing's channel; else the user channels of its author and of the people it is for
 * (named people, or the author's connections for relationship-wide and public posts).
 */
export async function channelsOf(db: Db, post: Target): Promise<string[]> {
  if (post.groupId) return [channel.group(post.groupId)];
  if (post.pairingId) return [channel.pair(post.pairingId)];
  const repo = postRepo(db);
  const readers =
    post.visibility === 'SPECIFIC_PEOPLE'
      ? (await repo.audienceOf(post.id)).map((r) => r.userId)
      : await repo.connectedWith(post.createdBy);
  return [...new Set([post.createdBy, ...readers])].map((userId) => channel.user(userId));
}

export function eventData(post: Target): PostEventData {
  return {
    postId: post.id,
    ...(post.groupId ? { groupId: post.groupId } : {}),
    ...(post.pairingId ? { pairingId: post.pairingId } : {}),
  };
}

/** The event on every channel that may hear of the post, and on the post's own channel. */
export function postEffects(channels: string[], event: PostEvent, post: Target): RealtimeEffects {
  const effects = new RealtimeEffects();
  const data = eventData(post);
  for (const name of channels) effects.publish(name, event, data);
  if (event !== postEvents.created) effects.publish(channel.post(post.id), event, data);
  return effects;
}
