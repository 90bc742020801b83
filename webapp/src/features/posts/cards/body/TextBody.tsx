import type { Post } from '@shared/api/posts';
import { PostText } from '../PostText';

/** Chat messages and text-only posts; the welcome post shows its title and its whole text. */
export function TextBody({ post, isWelcome = false }: { post: Post; isWelcome?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      {isWelcome && post.title?.trim() ? (
        <p className="break-words text-base font-semibold text-slate-900">{post.title}</p>
      ) : null}
      <PostText text={post.content} isFull={isWelcome} />
    </div>
  );
}
