import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { meetCopy, postsCopy } from '@shared/ui-copy';
import { CalendarPlus, Video } from 'lucide-react';
import { useState } from 'react';
import { buttonBase, buttonSizes, buttonVariants } from '../../../../ui/Button';
import { openMeetingWindow } from '../../../composer/meeting-window';
import { PopupsBlockedView } from '../../../meet/PopupsBlockedView';
import { useViewer } from '../../../session/viewer-context';
import { fullNameOf } from '../../format/names';
import { PostText } from '../PostText';
import { useServerUrl } from '../use-server-url';

/**
 * A meeting invitation (spec 3 §2.2, §6): the creator reads 'Invitation sent' and joins as host;
 * others read 'Please meet with me now!'. Join Meeting opens the meeting in a new window, or
 * the Pop-ups Blocked dialog when the browser refuses one; the .ics adds it to a calendar.
 */
export function MeetingCard({ post }: { post: Post }) {
  const viewer = useViewer();
  const isCreator = post.createdBy.userId === viewer.userId;
  const name = fullNameOf(post.createdBy) || postsCopy.someone;
  const href = useServerUrl(`/meet/${encodeURIComponent(post.postId)}`, isCreator ? { host: 'true' } : undefined);
  const calendarHref = useServerUrl(`/api/meet/${encodeURIComponent(post.postId)}/calendar.ics`);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
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
          href={calendarHref}
          download="meeting.ics"
          className={`${buttonBase} ${buttonVariants.ghost} ${buttonSizes.sm} @max-sm:w-full`}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {meetCopy.addToCalendar}
        </a>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            if (!openMeetingWindow(href)) setBlockedUrl(href);
          }}
          className={`${buttonBase} ${buttonVariants.primary} ${buttonSizes.sm} @max-sm:w-full`}
        >
          {messages.posts.joinMeeting}
        </a>
      </div>
      <PopupsBlockedView url={blockedUrl} onStay={() => setBlockedUrl(null)} />
    </div>
  );
}
