import type { Post, TimelinePage } from '@shared/api/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { postKeys } from '../posts/post-keys';
import { prependToTimeline } from '../posts/timeline/use-timeline';
import { type ChatAttachment, sendChatPost } from './chat-api';
import { type ChatAuthor, chatPostBody } from './chat-post-body';
import { type ChatTarget, chatTimelineScope } from './chat-target';

/** One message being sent: its key and post id stay the same across retries. */
export type ChatAttempt = { idempotencyKey: string; postId: string; content: string; attachments?: ChatAttachment[] };

/**
 * Sends a chat message and puts it at the top of the target's timeline at once (the live
 * post.created event then finds it there and adds nothing).
 */
export async function deliverChatPost(
  api: ApiClient,
  queryClient: QueryClient,
  target: ChatTarget,
  author: ChatAuthor,
  attempt: ChatAttempt,
): Promise<Post> {
  const body = chatPostBody(target, author, attempt);
  const post = await sendChatPost(api, body, attempt.idempotencyKey);
  patchAfterEvent<InfiniteData<TimelinePage>>(queryClient, postKeys.timeline(chatTimelineScope(target)), (timeline) =>
    prependToTimeline(timeline, post),
  );
  return post;
}
