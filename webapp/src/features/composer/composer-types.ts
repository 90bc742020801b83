import type { Post, VisibilityType } from '@shared/api/posts';
import type { Recipient } from '../people/new-relationship/recipient-rules';

/** The composer's modes (spec 2 §2); each names its post type and the visibility question's verb. */
export type ComposerMode = 'share' | 'meet' | 'schedule' | 'esign';

/** The drawer's steps (spec 2 §2), kept as a stack: back pops one. */
export type ComposerStep =
  | 'CHOOSE_VISIBILITY'
  | 'PICK_RELATIONS'
  | 'PICK_COLLABORATION_GROUPS'
  | 'POST_CREATION'
  | 'EDIT_IMAGES_DRAWER'
  | 'RESHARE_POST'
  | 'EDIT_POST';

/** Where the composer was opened: a group's or a relationship's screen fixes the audience. */
export type ComposerAudience =
  | { kind: 'group'; groupId: string; name: string }
  | { kind: 'pairing'; userId: string; name: string };

/** The draft's content type (spec 2 §3). */
export type ContentType = 'PHOTO' | 'VIDEO' | 'LINK' | 'FILE' | 'MEET' | 'ESIGN' | 'TEXT';

/** The placeholder id of a group not yet created (spec 2 §3). */
export const NEW_GROUP = 'NEW_GROUP';

export type SelectedGroup = {
  groupId: string;
  name: string;
  /** Member user ids (without the author) and invited e-mails; known for a new group. */
  members: string[];
  nonRegisteredUsers: string[];
};

export type LinkMeta = { url: string; title?: string; description?: string; image?: string };

/** The draft post state (spec 2 §3). */
export type ComposerDraft = {
  /** Generated when the composer opens: files go to its folder before the post exists. */
  postId: string;
  /** Sent as Idempotency-Key; the same for every retry of this draft. */
  idempotencyKey: string;
  description: string;
  title: string;
  type: ContentType | null;
  link: string;
  linkMeta: LinkMeta | null;
  /** The chosen photos, video, files or PDF, in order. */
  files: File[];
  /** allSelectedPeople and nonRegisteredUsers: members picked and e-mails typed. */
  people: Recipient[];
  selectedGroup: SelectedGroup | null;
  visibility: VisibilityType;
};

export type OpenComposerOptions = {
  mode: ComposerMode;
  audience?: ComposerAudience;
  editPost?: Post;
  resharePost?: Post;
};
