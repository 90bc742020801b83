import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { isSubscriptionActive } from '../../format/post-meta';
import { PostText } from '../PostText';

/** Asks the assistant feature to open its subscribe panel (the assistant issue listens for it). */
export const ASSISTANT_SUBSCRIBE_EVENT = 'rapport:assistant-subscribe';

/**
 * The assistant subscription notice (spec 3 §4.4): a thank-you with the post's title and text
 * while active; a reactivation prompt and REACTIVATE ME NOW once it has ended.
 */
export function SubscriptionBody({ post }: { post: Post }) {
  const isActive = isSubscriptionActive(post);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-accent-200 bg-accent-50 p-3">
      <p className="flex items-start gap-2 text-sm font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        <span className="min-w-0 break-words">
          {post.title?.trim() || (isActive ? postsCopy.subscriptionActive : postsCopy.subscriptionExpired)}
        </span>
      </p>
      {post.content?.trim() ? <PostText text={post.content} /> : null}
      {isActive ? null : (
        <Button
          size="sm"
          className="self-start"
          onClick={() =>
            window.dispatchEvent(new CustomEvent(ASSISTANT_SUBSCRIBE_EVENT, { detail: { postId: post.postId } }))
          }
        >
          {messages.posts.reactivate}
        </Button>
      )}
    </div>
  );
}
