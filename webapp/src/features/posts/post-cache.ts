import type { Post, TimelinePage } from '@shared/api/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { postKeys } from './post-keys';

type Patch = Partial<Post> | ((post: Post) => Post);

function apply(post: Post, patch: Patch): Post {
  return typeof patch === 'function' ? patch(post) : { ...post, ...patch };
}

/** Patches one post wherever it is cached: every timeline page, its detail, and reshares embedding it. */
export function patchPostInCaches(queryClient: QueryClient, postId: string, patch: Patch): void {
  const patchOne = (post: Post): Post => {
    let next = post.postId === postId ? apply(post, patch) : post;
    const ref = next.referencePost;
    if (ref && 'type' in ref && ref.postId === postId) next = { ...next, referencePost: apply(ref, patch) };
    return next;
  };
  patchAfterEvent<InfiniteData<TimelinePage>>(
    queryClient,
    postKeys.timelines,
    (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map(patchOne) })) } : data,
    { prefix: true },
  );
  patchAfterEvent<Post>(queryClient, postKeys.detail(postId), (post) => (post ? patchOne(post) : post));
}

/** The post if any timeline or its detail holds it (not as an embedded original). */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  const detail = queryClient.getQueryData<Post>(postKeys.detail(postId));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<InfiniteData<TimelinePage>>({ queryKey: postKeys.timelines })) {
    for (const page of data?.pages ?? []) {
      const found = page.results.find((post) => post.postId === postId);
      if (found) return found;
    }
  }
  return undefined;
}

/** Drops a deleted post from every timeline; reshares of it show 'This post has been deleted'. */
export function removePostFromCaches(queryClient: QueryClient, postId: string): void {
  patchAfterEvent<InfiniteData<TimelinePage>>(
    queryClient,
    postKeys.timelines,
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results
                .filter((post) => post.postId !== postId)
                .map((post) =>
                  post.referencePost?.postId === postId
                    ? { ...post, referencePost: { postId, deleted: true as const } }
                    : post,
                ),
            })),
          }
        : data,
    { prefix: true },
  );
  patchAfterEvent<Post>(queryClient, postKeys.detail(postId), (post) =>
    post ? { ...post, deletedBy: post.deletedBy ?? 'unknown' } : post,
  );
}
