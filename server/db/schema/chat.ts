/**
 * A member's last read chat post in a pairing; only ever moves to a later post. `own` is
 * always recorded; `shared` only while the reader has read receipts on (the other may see it).
 */
export interface ChatReadTable {
  pairingId: string;
  userId: string;
  scope: 'own' | 'shared';
  postId: string;
  /** The post's createdAt: (postCreatedAt, postId) orders the markers. */
  postCreatedAt: string;
  readAt: string;
}

/** A user's chat switches (0/1); no row means read receipts on. */
export interface ChatSettingTable {
  userId: string;
  readReceipts: number;
  updatedAt: string;
}

/** Chat read receipts and switches (features/chat). */
export interface ChatTables {
  chat_read: ChatReadTable;
  chat_setting: ChatSettingTable;
}
