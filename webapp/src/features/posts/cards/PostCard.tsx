import type { Post } from '@shared/api/posts';
import type { PostContext } from '../post-context';

// PLACEHOLDER (owned by the cards helper; replaced in this session).
export type PostCardProps = { post: Post; context: PostContext; highlight?: boolean };
export function PostCard(_props: PostCardProps) {
  return null;
}
export function PostCardSkeleton() {
  return null;
}
