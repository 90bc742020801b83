/** One user's like of a post or a comment (entityKind 'post' or 'comment'). */
export interface ReactionLikeTable {
  entityKind: string;
  entityId: string;
  userId: string;
  createdAt: string;
}

/** Likes (features/likes). */
export interface LikesTables {
  reaction_like: ReactionLikeTable;
}
