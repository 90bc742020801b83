import type { Post, TimelinePage } from '@shared/api/posts';
import { describe, expect, it } from 'vitest';
import { boundaryIndex } from './boundary';
import { orderPosts, prependToTimeline } from './use-timeline';

const post = (postId: string, createdAt: string, extra: Partial<Post> = {}): Post =>
  ({ postId, createdAt, pinned: 'false', createdBy: { userId: 'someone' }, ...extra }) as Post;

const page = (results: Post[], asOf = '2026-11-23T12:00:00.000Z'): TimelinePage => ({
  results,
  count: 40,
  countIsExact: true,
  asOf,
});

describe('timeline order', () => {
  it('puts pinned posts first in a workspace, then newest, and drops duplicates', () => {
    const posts = [
      post('a', '2026-11-20T10:00:00.000Z'),
      post('b', '2026-11-22T10:00:00.000Z'),
      post('c', '2026-11-19T10:00:00.000Z', { pinned: 'true' }),
      post('b', '2026-11-22T10:00:00.000Z'),
    ];
    expect(orderPosts(posts, true).map((p) => p.postId)).toEqual(['c', 'b', 'a']);
    expect(orderPosts(posts, false).map((p) => p.postId)).toEqual(['b', 'a', 'c']);
  });
});

describe('live posts', () => {
  it('go on top of the first page once, leaving later pages alone', () => {
    const data = {
      pages: [page([post('a', '2026-11-23T11:00:00.000Z')]), page([post('z', '2026-11-01T00:00:00.000Z')])],
      pageParams: [],
    };
    const fresh = post('new', '2026-11-23T12:30:00.000Z');
    const once = prependToTimeline(data, fresh);
    expect(once?.pages[0]?.results.map((p) => p.postId)).toEqual(['new', 'a']);
    expect(once?.pages[1]).toBe(data.pages[1]);
    expect(prependToTimeline(once, fresh)).toBe(once);
  });

  it('do nothing to a timeline that is not loaded', () => {
    expect(prependToTimeline(undefined, post('new', '2026-11-23T12:30:00.000Z'))).toBeUndefined();
  });
});

describe('unread boundary', () => {
  const posts = [
    post('pin', '2026-11-01T00:00:00.000Z', { pinned: 'true' }),
    post('new2', '2026-11-23T10:00:00.000Z'),
    post('new1', '2026-11-22T10:00:00.000Z'),
    post('seen', '2026-11-20T10:00:00.000Z'),
  ];

  it('sits above the first post already seen, pinned posts aside', () => {
    expect(boundaryIndex(posts, '2026-11-21T00:00:00.000Z')).toBe(3);
  });

  it('is not drawn when nothing is newer, nothing was seen, or the user never looked', () => {
    expect(boundaryIndex(posts, '2026-11-23T11:00:00.000Z')).toBe(-1);
    expect(boundaryIndex(posts, '2026-10-01T00:00:00.000Z')).toBe(-1);
    expect(boundaryIndex(posts, null)).toBe(-1);
  });
});
