import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { Pin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../ui/Avatar';
import { testModeAuthorName } from '../../assistant/test-mode-names';
import { useOptionalViewer } from '../../session/viewer-context';
import { formatFullDate, formatPostDate } from '../format/dates';
import { fullNameOf } from '../format/names';
import type { PostContext } from '../post-context';
import { isPinned } from './post-menu';
import { PostOptionsMenu } from './PostOptionsMenu';

export type PostCardHeaderProps = { post: Post; context: PostContext; titleId: string };

/** Avatar, author (linked to the public profile), date, '(Edited)', pinned marker and the menu. */
export function PostCardHeader({ post, context, titleId }: PostCardHeaderProps) {
  const author = post.createdBy;
  const viewer = useOptionalViewer();
  const isTestMode = context.kind === 'relationship' && context.isTestMode === true;
  const standIn = testModeAuthorName(post, viewer?.userId, isTestMode);
  const name = standIn ?? (fullNameOf(author) || postsCopy.someone);
  const nameClass = 'block truncate text-sm font-semibold text-slate-900';
  return (
    <header className="flex items-start gap-3">
      <Avatar name={name} src={standIn ? null : author.avatar} size="md" decorative />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 id={titleId} className="min-w-0" title={name}>
          {author.profileAlias && !standIn ? (
            <Link
              to={`/cp/${encodeURIComponent(author.profileAlias)}`}
              className={`${nameClass} rounded hover:underline`}
            >
              {name}
            </Link>
          ) : (
            <span className={nameClass}>{name}</span>
          )}
        </h3>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-500">
          <time dateTime={post.createdAt} title={formatFullDate(post.createdAt)}>
            {formatPostDate(post.createdAt)}
          </time>
          {post.isEdited ? <span>{postsCopy.edited}</span> : null}
          {isPinned(post) ? (
            <span className="inline-flex items-center gap-1 font-medium text-amber-800">
              <Pin aria-hidden="true" className="size-3.5" />
              {postsCopy.pinned}
            </span>
          ) : null}
        </p>
      </div>
      {isTestMode ? null : <PostOptionsMenu post={post} context={context} />}
    </header>
  );
}
