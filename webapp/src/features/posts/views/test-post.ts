import type { Post } from '@shared/api/posts';
import { grace, makePost } from '../cards/test-posts';

/** A post as GET /api/post/id answers it, for the views' tests (by Noa, id p1). */
export function testPost(overrides: Partial<Post> = {}): Post {
  return makePost({
    postId: 'p1',
    content: 'Quarterly plan',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    createdBy: { ...grace, userId: 'u2', firstName: 'Noa', lastName: 'Park', profileAlias: 'noa.park' },
    ...overrides,
  });
}
