/** Comments, replies, likes and shared-with drawers (spec 3 §2.2, §4.6, §6). */
export const engagementCopy = {
  like: 'Like',
  likePost: 'Like this post',
  likeComment: 'Like this comment',
  likesCount: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  showLikers: (n: number) => (n === 1 ? 'See who liked: 1 like' : `See who liked: ${n} likes`),
  comment: 'Comment',
  /** Starts with the visible 'Comment' (label in name); the count follows for screen readers. */
  commentsToggle: (n: number) => (n === 0 ? 'Comment' : n === 1 ? 'Comment, 1 comment' : `Comment, ${n} comments`),
  /** Likes drawer (spec 3 §2.2). */
  likers: {
    title: 'Likes',
    listLabel: 'People who liked this',
    emptyTitle: 'No likes yet',
    emptyText: 'Be the first to like it.',
    loadError: 'The likes could not be loaded.',
    loadMore: 'Load more',
  },
  /** Shared-with drawer titled 'All' (spec 3 §2.2, §6). */
  sharedWith: {
    title: 'All',
    open: (summary: string) => `Shared with ${summary}. See everyone`,
    listLabel: 'People this post is shared with',
    public: 'Public',
    publicText: 'Everyone on the product can see this post.',
    allRelationships: 'All of my relationships',
    group: 'Group members',
    relationship: 'This relationship',
    specificPeople: 'Specific people',
    /** Up to 2 named users, then 'and N others'. */
    named: (names: readonly string[], others: number) => {
      const listed = names.join(names.length === 2 && others === 0 ? ' and ' : ', ');
      return others > 0 ? `${listed} and ${others} ${others === 1 ? 'other' : 'others'}` : listed;
    },
    /** The others list: up to 8 names then 'and N others' (spec 3 §6, §9). */
    others: (names: readonly string[], others: number) =>
      others > 0 ? `${names.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}` : names.join(', '),
    /** The drawer's description, by visibility type. */
    description: {
      public: 'Shared publicly.',
      relationships: 'Shared with all of the author’s relationships.',
      group: 'Shared with the members of the group.',
      people: 'Shared with these people.',
    },
    emptyTitle: 'Not shared with anyone else',
    emptyText: 'Only the author can see this post.',
    loadError: 'The people this post is shared with could not be loaded.',
    loadMore: 'Load more',
    unknownUser: 'Unknown user',
  },
  /** The comments section of a card. */
  comments: {
    sectionLabel: 'Comments',
    listLabel: 'Comments',
    composerLabel: 'Write a comment',
    composerPlaceholder: 'Write a comment…',
    replyLabel: 'Write a reply',
    replyPlaceholder: 'Write a reply…',
    send: 'Send comment',
    sendReply: 'Send reply',
    sendFailed: 'Your comment was not sent. Your text is kept; try again.',
    viewMore: 'VIEW MORE',
    /** Beyond the spec's 50 replies of a comment: the next page of them. */
    viewMoreReplies: 'VIEW MORE REPLIES',
    edited: '(Edited)',
    reply: 'Reply',
    replies: (n: number) => (n === 1 ? '1 reply' : `${n} replies`),
    hideReplies: 'Hide replies',
    repliesLabel: (name: string) => `Replies to ${name}`,
    options: 'Comment options',
    edit: 'Edit',
    delete: 'Delete',
    editLabel: 'Edit your comment',
    save: 'Save',
    cancel: 'Cancel',
    updateFailed: 'Your comment could not be updated.',
    confirmTitle: 'Delete this comment?',
    confirmText: 'The comment and its replies will be removed for everyone.',
    confirmDelete: 'Delete',
    deleteFailed: 'Your comment could not be deleted.',
    emptyTitle: 'No comments yet',
    emptyText: 'Start the conversation.',
    loadError: 'The comments could not be loaded.',
    repliesLoadError: 'The replies could not be loaded.',
    deletedAuthor: 'Deleted user',
  },
} as const;
