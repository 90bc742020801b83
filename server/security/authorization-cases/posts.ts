import {
  access,
  type Case,
  commentWitness,
  freshComment,
  freshMetaId,
  GROUP,
  own,
  OWNER,
  PARTIES,
  postWitness,
  qs,
} from './kit';

/** Authorization cases: chat history, posts, comments, likes, signed file URLs and search. */
export const postsCases: Record<string, Case> = {
  // ---- realtime history, chat ----
  'GET /api/channels/:channel/history': access(PARTIES, (w) => ({
    path: `/api/channels/${encodeURIComponent(`pair:${w.pairingId}`)}/history`,
  })),
  'GET /api/chat/read': access(PARTIES, (w) => ({ path: `/api/chat/read${qs({ pairingId: w.pairingId })}` })),
  'POST /api/chat/read': access(PARTIES, (w) => ({
    path: '/api/chat/read',
    body: { pairingId: w.pairingId, postId: w.chatPostId },
  })),
  'GET /api/chat/settings': own("the caller's own read-receipt switch"),
  'PATCH /api/chat/settings': own("the caller's own read-receipt switch", (w) => ({
    path: '/api/chat/settings',
    body: { readReceipts: false, userId: w.id.owner },
  })),
  'POST /api/chat/typing': access(PARTIES, (w) => ({
    path: '/api/chat/typing',
    body: { targetKind: 'Pairing', targetId: w.pairingId, isTyping: true },
  })),

  // ---- comments ----
  'DELETE /api/comment': access(OWNER, async (w, role) => ({
    path: '/api/comment',
    body: { commentId: await freshComment(w), deletedBy: w.id[role] },
  })),
  'PATCH /api/comment': access(
    OWNER,
    (w, role) => ({
      path: '/api/comment',
      body: { commentId: w.commentId, message: 'Edited', modifiedBy: w.id[role] },
    }),
    commentWitness,
  ),
  'POST /api/comment': access(
    PARTIES,
    (w, role) => ({
      path: '/api/comment',
      body: { createdBy: w.id[role], message: 'Me too', entityId: w.privatePostId, entityName: 'Post' },
    }),
    // The owner's own comments are not the witness here: allowed members add theirs.
  ),
  'GET /api/comment/context': access(PARTIES, (w) => ({
    path: `/api/comment/context${qs({ commentId: w.commentId })}`,
  })),
  'GET /api/comment/id': access(PARTIES, (w) => ({ path: `/api/comment/id${qs({ commentId: w.commentId })}` })),
  'GET /api/comment/post': access(PARTIES, (w) => ({ path: commentWitness(w) })),
  'GET /api/comment/replies': access(PARTIES, (w) => ({
    path: `/api/comment/replies${qs({ commentId: w.commentId })}`,
  })),

  // ---- signed file URLs ----
  'DELETE /api/files/*': own('signed URL: the signature is the authorization'),
  'GET /api/files/*': own('signed URL: the signature is the authorization'),
  'HEAD /api/files/*': own('signed URL: the signature is the authorization'),
  'PUT /api/files/*': own('signed URL: the signature is the authorization'),

  // ---- posts ----
  'DELETE /api/post': access(OWNER, async (w, role) => ({
    path: '/api/post',
    body: { postId: await w.freshPost(), deletedBy: w.id[role] },
  })),
  'PATCH /api/post': access(
    OWNER,
    (w, role) => ({ path: '/api/post', body: { postId: w.privatePostId, modifiedBy: w.id[role], content: 'Edited' } }),
    postWitness,
  ),
  'PATCH /api/post/metadata': access(OWNER, async (w, role) => ({
    path: '/api/post/metadata',
    body: { postMetaId: await freshMetaId(w), modifiedBy: w.id[role], name: 'fileMeta', value: { postType: 'link' } },
  })),
  'POST /api/post': own('creates a post of the caller’s (shared only where the caller may share)'),
  'GET /api/post/commentAndReplyCount': access(PARTIES, (w) => ({
    path: `/api/post/commentAndReplyCount${qs({ postId: w.privatePostId })}`,
  })),
  'GET /api/post/id': access(PARTIES, (w) => ({ path: postWitness(w) })),
  'POST /api/post/pin': access(GROUP, (w) => ({
    path: '/api/post/pin',
    body: { postId: w.groupPostId, targetId: w.groupId, targetKind: 'Group' },
  })),
  'GET /api/post/sharedWith': access(PARTIES, (w) => ({
    path: `/api/post/sharedWith${qs({ postId: w.privatePostId })}`,
  })),
  'POST /api/post/unread': access(
    ['member', 'admin'],
    (w) => ({ path: '/api/post/unread', body: { postId: w.unreadPostId, groupId: w.groupId } }),
    undefined,
    { roles: ['owner'], why: 'nobody marks their own post unread (400, posts tests)' },
  ),
  'GET /api/post/user/commented': access(PARTIES, (w, role) => ({
    path: `/api/post/user/commented${qs({ postId: w.privatePostId, userId: w.id[role] })}`,
  })),
  'GET /api/post/user/isSharedWith': own('whether a post is shared with the caller (false for a stranger)', (w) => ({
    path: `/api/post/user/isSharedWith${qs({ postId: w.privatePostId, userId: w.id.owner })}`,
  })),
  'GET /api/profile/:profileAlias': own('public: a public profile page'),
  'GET /api/public/jobs/:jobId': own('public: a published job page'),

  // ---- likes ----
  'POST /api/reaction/comment/like': access(PARTIES, (w, role) => ({
    path: '/api/reaction/comment/like',
    body: { userId: w.id[role], commentId: w.commentId },
  })),
  'GET /api/reaction/comment/likes/users': access(PARTIES, (w) => ({
    path: `/api/reaction/comment/likes/users${qs({ commentId: w.commentId })}`,
  })),
  'POST /api/reaction/post/like': access(PARTIES, (w, role) => ({
    path: '/api/reaction/post/like',
    body: { userId: w.id[role], postId: w.privatePostId },
  })),
  'GET /api/reaction/post/likes/users': access(PARTIES, (w) => ({
    path: `/api/reaction/post/likes/users${qs({ postId: w.privatePostId })}`,
  })),

  // ---- search: results limited to what the caller may see (search tests) ----
  'GET /api/search/groups': own("searches the caller's own groups"),
  'GET /api/search/users': own('searches people; private data by relation (search tests)'),
  'GET /api/search/usersAndGroups': own('searches people and the caller’s own groups'),
  'GET /api/search/messages': own('searches only what the caller may read now (search-messages tests)'),
};
