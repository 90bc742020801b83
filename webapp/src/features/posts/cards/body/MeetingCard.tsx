import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { Video } from 'lucide-react';
import { buttonBase, buttonSizes, buttonVariants } from '../../../../ui/Button';
import { useViewer } from '../../../session/viewer-context';
import { fullNameOf } from '../../format/names';
import { PostText } from '../PostText';
import { useServerUrl } from '../use-server-url';

/**
 * A meeting invitation (spec 3 §2.2, §6): the creator reads 'Invitation sent' and joins as host;
 * others read 'Please meet with me now!'. The join page opens in a new tab.
 */
export function MeetingCard({ post }: { post: Post }) {
  const viewer = useViewer();
  const isCreator = post.createdBy.userId === viewer.userId;
  const name = fullNameOf(post.createdBy) || postsCopy.someone;
  const href = useServerUrl(`/meet/${encodeURIComponent(post.postId)}`, isCreator ? { host: 'true' } : undefined);
  return (
    <div className="flex flex-col gap-3">
      <PostText text={post.content} />
      <div className="flex items-center gap-3 rounded-lg border border-accent-200 bg-accent-50 p-3 flex-wrap">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-accent-700"
        >
          <Video className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="text-sm font-semibold text-slate-900">
            {isCreator ? messages.posts.invitationSent : messages.posts.meetWithMeNow}
          </p>
          {isCreator ? null : <p className="truncate text-xs text-slate-600">{postsCopy.meetingBy(name)}</p>}
        </div>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonBase} ${buttonVariants.primary} ${buttonSizes.sm} @max-sm:w-full`}
        >
          {messages.posts.joinMeeting}
        </a>
      </div>
    </div>
  );
}
