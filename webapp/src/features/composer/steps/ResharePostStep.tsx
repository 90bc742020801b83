import type { Post } from '@shared/api/posts';
import { composerCopy, postsCopy } from '@shared/ui-copy';
import { Avatar } from '../../../ui/Avatar';
import { TextArea } from '../../../ui/TextArea';
import { PostBody } from '../../posts/cards/PostBody';
import { formatPostDate } from '../../posts/format/dates';
import { fullNameOf } from '../../posts/format/names';
import { useComposerStore } from '../composer-store';
import { sharedWording } from '../share-wording';

/** The post a reshare points at: the original when the post is itself a reshare. */
export function originalOf(post: Post): Post {
  const ref = post.referencePost;
  return ref && 'type' in ref ? ref : post;
}

/** RESHARE_POST (spec 2 §4): a comment and the original, embedded read-only. */
export function ResharePostStep({ isSubmitting }: { isSubmitting: boolean }) {
  const post = useComposerStore((state) => state.resharePost);
  const mode = useComposerStore((state) => state.mode);
  const draft = useComposerStore((state) => state.draft);
  const update = useComposerStore((state) => state.update);
  if (!post) return null;
  const original = originalOf(post);
  const author = fullNameOf(original.createdBy) || postsCopy.someone;
  return (
    <div className="flex flex-col gap-4">
      <TextArea
        label={composerCopy.reshare.label}
        placeholder={composerCopy.reshare.placeholder}
        rows={3}
        value={draft.description}
        disabled={isSubmitting}
        onChange={(event) => update({ description: event.target.value })}
      />
      <section
        aria-label={composerCopy.reshare.original}
        className="pointer-events-none flex max-h-[420px] flex-col gap-2 overflow-hidden rounded-lg border border-slate-200 p-3 select-none"
        inert
      >
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={author} src={original.createdBy.avatar} size="sm" decorative />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold text-slate-900">{author}</span>
            <time dateTime={original.createdAt} className="text-xs text-slate-500">
              {formatPostDate(original.createdAt)}
            </time>
          </div>
        </div>
        <PostBody post={original} context={{ kind: 'thread' }} />
      </section>
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-600">
        {sharedWording(mode, draft, true)}
      </p>
    </div>
  );
}
