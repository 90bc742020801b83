import type { Comment } from '@shared/api/comments';
import { makePost as makePostFixture } from '../cards/test-posts';
import type { Post, PostAuthor } from '@shared/api/posts';
import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { type Routes, renderAsViewer, testSession } from '../../profile/test-viewer';
import { postKeys } from '../post-keys';
import { PostEngagement } from './PostEngagement';

/** Test data and a fake server for the engagement tests (no production code uses this file). */
export const person = (userId: string, firstName: string, lastName = 'Doe'): PostAuthor => ({
  userId,
  firstName,
  lastName,
  avatar: null,
  headline: null,
  profileAlias: `${firstName}.${lastName}`.toLowerCase(),
  status: 'active',
});

export const me = person(testSession.user.id, 'Ada', 'Lovelace');

export const makePost = (overrides: Partial<Post> = {}): Post =>
  makePostFixture({
    postId: 'p1',
    content: 'Hello',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    createdBy: person('author', 'Sam', 'Lee'),
    ...overrides,
  });

let minute = 0;
export const makeComment = (overrides: Partial<Comment> = {}): Comment => {
  minute += 1;
  return {
    commentId: `c${minute}`,
    postId: 'p1',
    parentId: null,
    message: `Comment ${minute}`,
    createdAt: new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString(),
    createdBy: person('bob', 'Bob', 'Stone'),
    isEdited: false,
    likes: 0,
    isLikedByRequestedUser: false,
    replyCount: 0,
    ...overrides,
  };
};

/** Reads the post from the cache, as the timelines and the thread view do. */
function CachedPostEngagement({ postId, commentsOpen }: { postId: string; commentsOpen: boolean }) {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: () => api.get<Post>('/api/post/id', { postId }),
  });
  return data ? <PostEngagement post={data} context={{ kind: 'home' }} commentsOpen={commentsOpen} /> : null;
}

type Options = {
  comments?: Comment[];
  commentsOpen?: boolean;
  routes?: Routes;
  sharedWith?: PostAuthor[];
  /** The page's URL, e.g. a notification's `?threadPostId=…&commentId=…`. */
  path?: string;
};

/** A fake server holding one post, its comments (newest first by the server's order) and likes. */
export function renderEngagement(initialPost: Post, options: Options = {}) {
  let post = initialPost;
  let comments = [...(options.comments ?? [])];
  const sharedWith = options.sharedWith ?? [];
  const likers: PostAuthor[] = [];
  const newestFirst = () => comments.filter((c) => !c.parentId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const page = <T,>(rows: T[], url: URL, limit: number) => {
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const size = Number(url.searchParams.get('limit') ?? limit);
    return { results: rows.slice(skip, skip + size), count: rows.length };
  };
  const view = renderAsViewer(
    <CachedPostEngagement postId={post.postId} commentsOpen={options.commentsOpen ?? false} />,
    {
      'GET /api/post/id': () => ({ body: post }),
      'GET /api/post/commentAndReplyCount': () => {
        const replies = comments.filter((c) => c.parentId).length;
        return { body: { comments: comments.length - replies, replies, count: comments.length } };
      },
      'GET /api/comment/post': ({ url }) => ({ body: page(newestFirst(), url, 10) }),
      'GET /api/comment/replies': ({ url }) => ({
        body: page(
          comments.filter((c) => c.parentId === url.searchParams.get('commentId')),
          url,
          50,
        ),
      }),
      'POST /api/comment': ({ body }) => {
        const { message, entityId, entityName } = body as { message: string; entityId: string; entityName: string };
        const created = makeComment({
          message,
          createdBy: me,
          createdAt: new Date().toISOString(),
          parentId: entityName === 'Comment' ? entityId : null,
        });
        comments = [created, ...comments];
        return { body: created };
      },
      'PATCH /api/comment': ({ body }) => {
        const { commentId, message } = body as { commentId: string; message: string };
        comments = comments.map((c) => (c.commentId === commentId ? { ...c, message, isEdited: true } : c));
        return { body: comments.find((c) => c.commentId === commentId) };
      },
      'DELETE /api/comment': ({ body }) => {
        const { commentId } = body as { commentId: string };
        comments = comments.filter((c) => c.commentId !== commentId && c.parentId !== commentId);
        return { body: { commentId, message: 'Comment has been deleted successfully.' } };
      },
      'POST /api/reaction/post/like': () => {
        const liked = !post.isLikedByRequestedUser;
        post = { ...post, isLikedByRequestedUser: liked, likes: post.likes + (liked ? 1 : -1) };
        if (liked) likers.unshift(me);
        else likers.splice(likers.indexOf(me), 1);
        return { body: { likes: post.likes, isLikedByRequestedUser: liked } };
      },
      'GET /api/reaction/post/likes/users': ({ url }) => ({ body: page(likers, url, 10) }),
      'GET /api/post/sharedWith': ({ url }) => ({
        body: { ...page(sharedWith, url, 20), visibility: post.visibility },
      }),
      ...options.routes,
    },
    { path: options.path },
  );
  const api = createApiClient({ fetch: view.fetch as unknown as typeof globalThis.fetch });
  return {
    ...view,
    /** What realtime handlers receive. */
    realtimeContext: { queryClient: view.queryClient, viewerId: me.userId, api },
    /** Someone else likes the post on the server. */
    likeByOther: (who: PostAuthor) => {
      post = { ...post, likes: post.likes + 1 };
      likers.unshift(who);
    },
    /** Someone else comments on the post on the server. */
    commentByOther: (comment: Comment) => {
      comments = [comment, ...comments];
    },
  };
}
