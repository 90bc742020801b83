export interface PostTable {
  id: string;
  type: string;
  content: string | null;
  createdBy: string;
  visibility: string;
  groupId: string | null;
  pairingId: string | null;
  referencePostId: string | null;
  status: string;
  isEdited: number;
  deletedBy: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  title: string | null;
  modifiedBy: string | null;
}

export interface PostAttachmentTable {
  postId: string;
  position: number;
  filename: string;
  filepath: string;
  type: string;
}

/** A named meta entry of a post; value is JSON text. */
export interface PostMetaTable {
  postId: string;
  position: number;
  name: string;
  value: string;
}

/** The named people of a SPECIFIC_PEOPLE post. */
export interface PostAudienceTable {
  postId: string;
  userId: string;
}

/** Non-members a SPECIFIC_PEOPLE post was shared with by e-mail. */
export interface PostInviteeTable {
  postId: string;
  email: string;
}

export interface PostPinTable {
  postId: string;
  targetKind: 'Group' | 'Pairing';
  targetId: string;
  pinnedBy: string;
  pinnedAt: string;
}

export interface PostUnreadTable {
  userId: string;
  postId: string;
  targetId: string;
  markedAt: string;
}

/** The first answer of POST /api/post for a user's Idempotency-Key (kept 24 h). */
export interface IdempotencyKeyTable {
  userId: string;
  key: string;
  response: string;
  createdAt: string;
}

/** The public-posts switch: scope '' is the user's global switch, else a pairing id. */
export interface PostPublicSwitchTable {
  userId: string;
  scope: string;
  isPublic: number;
  updatedAt: string;
}

/** Posts and what hangs on them (features/posts). */
export interface PostsTables {
  post: PostTable;
  post_attachment: PostAttachmentTable;
  post_meta: PostMetaTable;
  post_audience: PostAudienceTable;
  post_invitee: PostInviteeTable;
  post_pin: PostPinTable;
  post_unread: PostUnreadTable;
  idempotency_key: IdempotencyKeyTable;
  post_public_switch: PostPublicSwitchTable;
}
