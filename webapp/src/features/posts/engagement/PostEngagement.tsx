import type { Post } from '@shared/api/posts';
import type { PostContext } from '../post-context';

// PLACEHOLDER (owned by the engagement helper; replaced in this session).
export type PostEngagementProps = { post: Post; context: PostContext; commentsOpen?: boolean };
export function PostEngagement(_props: PostEngagementProps) {
  return null;
}
