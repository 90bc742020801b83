import type { Post } from '@shared/api/posts';

/** A post as GET /api/post/id answers it, for the views' tests. */
export function testPost(overrides: Partial<Post> = {}): Post {
  return {
    postId: 'p1',
    type: 'post',
    content: 'Quarterly plan',
    title: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: {
      userId: 'u2',
      firstName: 'Noa',
      lastName: 'Park',
      avatar: null,
      headline: null,
      profileAlias: 'noa.park',
      status: 'active',
    },
    modifiedBy: null,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    pinned: 'false',
    isEdited: false,
    deletedBy: null,
    referencePostId: null,
    referencePost: null,
    attachments: [],
    postMeta: [],
    visibility: 'PUBLIC',
    status: 'published',
    groupId: null,
    pairingId: null,
    likes: 0,
    isLikedByRequestedUser: false,
    ...overrides,
  };
}
