import { groupEvents } from '@shared/api/groups';
import { channel } from '@shared/realtime';
import { RealtimeEffects } from '../pairings/effects';
import { POST_CREATED_EVENT } from '../pairings/graph-posts';
import type { Post } from '@shared/api/posts';
import { postCreatedLive } from '../posts/targets';

/**
 * New members: they receive the group's channel, the group learns who joined, and each
 * newcomer's sidebar learns of the group.
 */
export function membersAddedEffects(
  added: {
    groupId: string;
    addedBy: string;
    userIds: string[];
    postId: string | null;
  },
  views?: Map<string, Post>,
): RealtimeEffects {
  const effects = new RealtimeEffects();
  if (!added.userIds.length) return effects;
  const { groupId, addedBy, userIds } = added;
  const data = { groupId, addedBy, userIds };
  for (const userId of userIds) effects.grant(userId, channel.group(groupId));
  effects.publish(channel.group(groupId), groupEvents.membersAdded, data);
  for (const userId of userIds) effects.publish(channel.user(userId), groupEvents.membersAdded, data);
  if (added.postId) {
    const post = { postId: added.postId, groupId };
    effects.publish(channel.group(groupId), POST_CREATED_EVENT, post, postCreatedLive(post, views?.get(added.postId)));
  }
  return effects;
}
