import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../../ui/Avatar';
import { formatPostDate } from '../../format/dates';
import { fullNameOf } from '../../format/names';
import type { PostContext } from '../../post-context';
import { PostText } from '../PostText';

function Notice({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600">{text}</p>
  );
}

/** The original under a reshare: its author, date and body, without menu or engagement. */
function EmbeddedPost({ original, renderBody }: { original: Post; renderBody: (post: Post) => ReactNode }) {
  const name = fullNameOf(original.createdBy) || postsCopy.someone;
  return (
    <section aria-label={postsCopy.reshared} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex min-w-0 items-center gap-2">
        <Avatar name={name} src={original.createdBy.avatar} size="sm" decorative />
        <div className="flex min-w-0 flex-col">
          {original.createdBy.profileAlias ? (
            <Link
              to={`/cp/${encodeURIComponent(original.createdBy.profileAlias)}`}
              className="truncate rounded text-sm font-semibold text-slate-900 hover:underline"
              title={name}
            >
              {name}
            </Link>
          ) : (
            <span className="truncate text-sm font-semibold text-slate-900">{name}</span>
          )}
          <time dateTime={original.createdAt} className="text-xs text-slate-500">
            {formatPostDate(original.createdAt)}
          </time>
        </div>
      </div>
      {renderBody(original)}
    </section>
  );
}

export type ReshareBodyProps = {
  post: Post;
  context: PostContext;
  /** Renders the original's body (PostBody one level down: a reshare of a reshare shows its text). */
  renderBody: (post: Post) => ReactNode;
};

/** A reshare (spec 3 §2.2): the sharer's text, then the original, or why it cannot be shown. */
export function ReshareBody({ post, renderBody }: ReshareBodyProps) {
  const original = post.referencePost;
  return (
    <div className="flex flex-col gap-3">
      <PostText text={post.content} />
      {!original || 'deleted' in original ? (
        <Notice text={messages.posts.deletedOriginal} />
      ) : 'restricted' in original ? (
        <Notice text={messages.posts.restricted} />
      ) : (
        <EmbeddedPost original={original} renderBody={renderBody} />
      )}
    </div>
  );
}
