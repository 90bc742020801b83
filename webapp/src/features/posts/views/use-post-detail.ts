import type { Post } from '@shared/api/posts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { postKeys } from '../post-keys';

/** One post as the viewer may see it: GET /api/post/id (403 restricted, 410 deleted, 404 missing). */
export function usePostDetail(postId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: ({ signal }) => api.get<Post>('/api/post/id', { postId }, { signal }),
  });
}
