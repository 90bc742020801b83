import type { Attachment, Post, PostAuthor, PostMetaEntry } from '@shared/api/posts';

/** Test factories: a post by Grace (viewer 'me' is Ada, see profile/test-viewer.tsx). */
export const grace: PostAuthor = {
  userId: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  avatar: null,
  headline: null,
  profileAlias: 'grace.hopper',
  status: 'active',
};
export const ada: PostAuthor = { ...grace, userId: 'me', firstName: 'Ada', lastName: 'Lovelace', profileAlias: 'ada' };

let nextId = 1;
export function makePost(overrides: Partial<Post> = {}): Post {
  const postId = overrides.postId ?? `p${nextId++}`;
  return {
    postId,
    type: 'post',
    content: 'Hello team',
    title: null,
    createdAt: '2026-11-23T16:05:00.000Z',
    createdBy: grace,
    modifiedBy: null,
    lastActivityAt: '2026-11-23T16:05:00.000Z',
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
    commentCounts: { comments: 0, replies: 0, count: 0 },
    ...overrides,
  };
}

export function makeFile(filename: string, type: string, overrides: Partial<Attachment> = {}): Attachment {
  return {
    filename,
    filepath: `uploads/users/grace/posts/p/original/${filename}`,
    type,
    url: `https://files.example.test/${filename}?sig=1`,
    downloadUrl: `https://files.example.test/${filename}?sig=1&download=1`,
    media: null,
    ...overrides,
  };
}

export const meta = (name: string, value: unknown): PostMetaEntry => ({
  postMetaId: `p1:${name}`,
  name,
  value: typeof value === 'string' ? value : JSON.stringify(value),
  createdBy: 'u-author',
  modifiedBy: 'u-author',
});
