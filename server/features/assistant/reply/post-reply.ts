import { createHash } from 'node:crypto';
import { zCreatePostBody } from '@shared/api/posts';
import { ASSISTANT_META } from '@shared/assistant';
import { ASSISTANT_NAME } from '@shared/copy/shell';
import { Conflict } from '../../../errors';
import type { SessionUser } from '../../../http/app-env';
import type { Services } from '../../../services';
import { postService } from '../../posts/service';
import type { Message } from './repo';

/**
 * The id of Meg's reply to one message for one owner, the same on every attempt: a retry after
 * a crash finds the post already there (409) instead of posting a second reply. A UUID shape
 * (version 5 bits) derived from the pair.
 */
export function replyPostIdFor(inReplyToPostId: string, ownerId: string): string {
  const hex = createHash('sha256').update(`assistant-reply:${inReplyToPostId}:${ownerId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Posts the reply as the owner, marked as written by their assistant, through the posts service:
 * it fans out like any chat message (stored, the conversation's channel, unread markers).
 * Answers false when an earlier attempt had already posted it.
 */
export async function postReply(
  services: Services,
  owner: SessionUser,
  message: Message,
  postId: string,
  text: string,
): Promise<boolean> {
  const body = zCreatePostBody.parse({
    postId,
    userId: owner.id,
    createdBy: owner.id,
    type: 'chat',
    status: 'published',
    visibility: 'private',
    content: text,
    postMeta: [{ name: ASSISTANT_META.response, value: { name: ASSISTANT_NAME } }],
    usersToShareWith: message.pairingId ? [message.pairingId] : [],
    groupsToShareWith: message.groupId ? [message.groupId] : [],
  });
  try {
    await postService(services).create(owner, body, undefined, { asAssistant: true });
    return true;
  } catch (error) {
    if (error instanceof Conflict) return false;
    throw error;
  }
}
