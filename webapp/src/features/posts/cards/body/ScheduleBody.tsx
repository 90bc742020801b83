import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { CalendarClock } from 'lucide-react';
import { linkPreviewOf } from '../../format/post-meta';
import { linkWithScheme } from '../../format/safe-url';
import { PostText } from '../PostText';

/** A scheduling link (spec 2 §4: the author's calendar link and a description). */
export function ScheduleBody({ post }: { post: Post }) {
  const href = linkWithScheme(linkPreviewOf(post)?.url);
  return (
    <div className="flex flex-col gap-3">
      <PostText text={post.content} />
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:bg-slate-50"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700"
          >
            <CalendarClock className="size-5" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="text-sm font-semibold text-slate-900">{postsCopy.schedule}</span>
            <span className="truncate text-xs text-slate-500">{new URL(href).host}</span>
          </span>
        </a>
      ) : null}
    </div>
  );
}
