import { messages } from '@shared/messages';
import type { ChatAttachment, ChatPostBody } from './chat-api';
import type { ChatTarget } from './chat-target';

export type ChatAuthor = { userId: string; firstName: string };

/** Spec 2 §3: the author's first name followed by ' Post', or 'No First Name USER Post'. */
function chatTitleOf(firstName: string): string {
  const name = firstName.trim();
  return name ? messages.composer.postTitle(name) : messages.composer.untitledPost;
}

/**
 * The chat post payload of spec 2 §3: a private, published post of type chat, shared with the
 * relationship (its pairing id) or the group, its audience also recorded as visibilityType.
 */
export function chatPostBody(
  target: ChatTarget,
  author: ChatAuthor,
  message: { postId: string; content: string; attachments?: ChatAttachment[] },
): ChatPostBody {
  const visibility =
    target.kind === 'pairing'
      ? { type: 'SPECIFIC_PEOPLE', userIds: [target.userId] }
      : { type: 'COLLABORATION_GROUP', groupId: target.groupId };
  return {
    postId: message.postId,
    userId: author.userId,
    createdBy: author.userId,
    type: 'chat',
    title: chatTitleOf(author.firstName),
    content: message.content,
    status: 'published',
    visibility: 'private',
    postMeta: [{ name: 'visibilityType', value: JSON.stringify(visibility), createdBy: author.userId }],
    ...(message.attachments?.length
      ? { attachments: message.attachments.map((file) => ({ ...file, createdBy: author.userId })) }
      : {}),
    ...(target.kind === 'pairing' ? { usersToShareWith: [target.pairingId] } : { groupsToShareWith: [target.groupId] }),
  };
}
