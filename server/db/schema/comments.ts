/** A comment on a post, or a reply (parentId names the comment it answers). */
export interface CommentTable {
  id: string;
  postId: string;
  parentId: string | null;
  message: string;
  createdBy: string;
  isEdited: number;
  createdAt: string;
  updatedAt: string;
}

/** Comments (features/comments). */
export interface CommentsTables {
  comment: CommentTable;
}
