import { z } from 'zod';
import { messages } from '../messages';
import type { AttachmentMediaView } from './media';
import type { VisibilityType } from '../post-visibility';
import { zId } from './envelope';
export { postEvents } from '../events';

/**
 * Posts and timelines (spec 3 §3, §4.2, §7; spec 2 §3): the post model, the composer's
 * payload, edit, delete, pin, mark as unread, and the home, group and relationship timelines.
 */
export const POST_TYPES = [
  'post',
  'meeting',
  'esign',
  'schedule',
  'connection',
  'groupCreated',
  'groupMembersAdded',
  'subscription',
  'chat',
  'welcome',
] as const;
export type PostType = (typeof POST_TYPES)[number];
/** What POST /api/post creates; the other types are written by the server (graph, assistant). */
export const COMPOSER_POST_TYPES = ['post', 'meeting', 'esign', 'schedule', 'chat'] as const;

export * from '../post-visibility';

/**
 * Realtime events. History keeps `{ postId, groupId?, pairingId? }` (ids only, so an edit or a
 * delete leaves no old text there); a live `post.created` or `post.updated` frame adds `post`,
 * the post as every reader of the channel sees it. Without `post` (history, a payload over the
 * size cap, a reshare whose original only some readers see) the client reads GET /api/post/id.
 */
export type PostEventData = {
  postId: string;
  groupId?: string;
  pairingId?: string;
  /** Live frames only: per-viewer fields at their defaults (`isLikedByRequestedUser: false`). */
  post?: Post;
};

/** The composer sends `Post`, `Meeting`, `ESign`, `Schedule` as well as the lower-case names. */
const zPostType = z
  .string()
  .trim()
  .transform((value) => (value === 'ESign' ? 'esign' : value.charAt(0).toLowerCase() + value.slice(1)))
  .pipe(z.enum(COMPOSER_POST_TYPES));

const zMetaValue = z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]);

export const zAttachmentInput = z.object({
  filename: z.string().trim().min(1).max(512),
  filepath: z.string().trim().max(2048).default('none'),
  type: z.string().trim().max(255).default('application/octet-stream'),
  createdBy: zId.optional(),
});

export const zPostMetaInput = z.object({
  name: z.string().trim().min(1).max(100),
  /** A JSON string as the composer sends it, or the value itself. */
  value: zMetaValue,
  createdBy: zId.optional(),
});

/** The filepath of an attachment that is not a stored file (a link, a preview). */
export const NOT_STORED_FILEPATH = 'none';

/** Where a post's files live: `uploads/users/{authorId}/posts/{postId}/` (original/ and processed/). */
export function postFilesFolder(authorId: string, postId: string): string {
  return `uploads/users/${authorId}/posts/${postId}/`;
}

/** POST /api/post: the composer's payload (spec 2 §3); also chat posts. */
export const zCreatePostBody = z
  .object({
    /** Chosen by the composer so uploads can go to the post's folder first; a uuid. */
    postId: z.uuid().optional(),
    userId: zId.optional(),
    createdBy: zId,
    title: z.string().trim().max(500).optional(),
    content: z.string().max(50_000).default(''),
    status: z.string().trim().max(50).optional(),
    visibility: z.string().trim().max(50).optional(),
    type: zPostType.default('post'),
    attachments: z.array(zAttachmentInput).max(50).default([]),
    postMeta: z.array(zPostMetaInput).max(50).default([]),
    referencePostId: zId.optional(),
    source: z.string().trim().max(2048).optional(),
    shareWithAllOfMyRelationships: z.boolean().optional(),
    /** User ids, or (chat posts) the relationship's pairing id. */
    usersToShareWith: z.array(zId).max(500).default([]),
    nonRegisteredUsers: z
      .array(z.object({ email: z.email() }))
      .max(500)
      .default([]),
    groupsToShareWith: z.array(zId).max(1).default([]),
  })
  .refine((b) => b.type !== 'chat' || b.content.trim() !== '' || b.attachments.length > 0, {
    message: messages.posts.chatEmpty,
    path: ['content'],
  })
  .refine((b) => b.type !== 'chat' || b.attachments.length <= 1, {
    message: messages.chat.tooManyFiles,
    path: ['attachments'],
  });

export type CreatePostBody = z.infer<typeof zCreatePostBody>;

/** PATCH /api/post */
export const zEditPostBody = z
  .object({
    postId: zId,
    modifiedBy: zId,
    content: z.string().max(50_000).optional(),
    title: z.string().trim().max(500).optional(),
    visibility: z.string().trim().max(50).optional(),
  })
  .refine((b) => b.content !== undefined || b.title !== undefined || b.visibility !== undefined, {
    message: messages.posts.nothingToChange,
  });
export type EditPostBody = z.infer<typeof zEditPostBody>;

/** DELETE /api/post */
export const zDeletePostBody = z.object({ postId: zId, deletedBy: zId });

/** GET /api/post/id?postId */
export const zPostIdQuery = z.object({ postId: zId });

/** POST /api/post/pin: toggles; answers `{ pinned }`. */
export const zPinPostBody = z.object({ postId: zId, targetId: zId, targetKind: z.enum(['Group', 'Pairing']) });
export type PinAnswer = { pinned: boolean };

/** POST /api/post/unread: relationshipId is the pairing id or the other person's id. */
export const zUnreadPostBody = z
  .object({ postId: zId, userId: zId.optional(), groupId: zId.optional(), relationshipId: zId.optional() })
  .refine((b) => !!b.groupId !== !!b.relationshipId, { message: 'Give a groupId or a relationshipId.' });

/** Timelines page by 15; `asOf` (answered with the first page) keeps later pages stable. */
const zTimelinePaging = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  asOf: z.iso.datetime().optional(),
});
export const zHomeTimelineQuery = zTimelinePaging.extend({
  userId: zId.optional(),
  privateOnly: z.enum(['true', 'false']).optional(),
});
export const zGroupTimelineQuery = zTimelinePaging.extend({ groupId: zId });
export const zPairingTimelineQuery = zTimelinePaging.extend({
  pairingId: zId.optional(),
  userId1: zId.optional(),
  userId2: zId.optional(),
  privateOnly: z.enum(['true', 'false']).optional(),
});

/** GET /api/user/isPublic/posts and POST /api/user/toggle/posts: the public-posts switch. */
export const zPublicSwitchQuery = z.object({
  userId: zId,
  toggle: z.string().optional(),
  relationshipId: zId.optional(),
});
export const zPublicSwitchBody = z.object({
  userId: zId,
  toggle: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  relationshipId: zId.optional(),
});
export type PublicSwitch = { isPublic: boolean; relationshipId: string | null };

export type PostAuthor = {
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  profileAlias: string;
  status: string;
};
/**
 * A post's file. `url` is a signed, expiring GET link (null for a file not in storage, e.g.
 * filepath 'none'); `downloadUrl` is the same file served as an attachment download.
 */
export type Attachment = {
  filename: string;
  filepath: string;
  type: string;
  url: string | null;
  downloadUrl: string | null;
  /**
   * What processing learned (real type, verdict, thumbnail and preview links); null while the
   * file waits for its checks. `url` stays null until the file has passed them.
   */
  media: AttachmentMediaView | null;
};
/**
 * A meta entry of a post as answers carry it (spec 2 §4): `postMetaId` names it for
 * PATCH /api/post/metadata; `createdBy` and `modifiedBy` are the post's author, the only one
 * who writes its entries.
 */
export type PostMetaEntry = { postMetaId: string; name: string; value: string; createdBy: string; modifiedBy: string };

/** A stored entry's id: its post and its position in the post (`{postId}:{position}`); a made-up entry's: its name. */
export const postMetaIdOf = (postId: string, position: number | string) => `${postId}:${position}`;

/** The post and position a postMetaId names, or null when it names no stored entry. */
export function parsePostMetaId(postMetaId: string): { postId: string; position: number } | null {
  const at = postMetaId.lastIndexOf(':');
  const position = postMetaId.slice(at + 1);
  if (at < 1 || !/^\d{1,4}$/.test(position)) return null;
  return { postId: postMetaId.slice(0, at), position: Number(position) };
}

/**
 * The meta entries an author may change after posting (PATCH /api/post/metadata): `fileMeta`,
 * the words that describe a file or link (its name, the link preview's title, image and URL;
 * a schedule post's link follows the calendar link rule again). The rest are fixed once the
 * post is out: `visibilityType` (the audience was settled then), `linkType`, the e-sign entries
 * (`contentId`, `eSignConfiguration`, and the progress the server writes), the assistant's
 * entries, and the group members a group post names (read from the group, never stored).
 */
export const EDITABLE_POST_META = ['fileMeta'] as const;

/** PATCH /api/post/metadata: one entry's new value; `name` must be the entry's own. */
export const zPostMetaPatch = z.object({
  postMetaId: zId,
  modifiedBy: zId.optional(),
  name: z.string().trim().min(1).max(100),
  value: zMetaValue,
});
export type PostMetaPatch = z.infer<typeof zPostMetaPatch>;
/** The embedded original of a reshare; a deleted or hidden original is only a marker. */
export type ReferencedPost = Post | { postId: string; deleted: true } | { postId: string; restricted: true };

export type Post = {
  postId: string;
  type: PostType;
  content: string | null;
  title: string | null;
  createdAt: string;
  createdBy: PostAuthor;
  modifiedBy: string | null;
  lastActivityAt: string;
  pinned: 'true' | 'false';
  isEdited: boolean;
  deletedBy: string | null;
  referencePostId: string | null;
  referencePost: ReferencedPost | null;
  attachments: Attachment[];
  postMeta: PostMetaEntry[];
  visibility: VisibilityType;
  /** 'published'; 'pending' while files are processed; 'blocked' when a file scan found threats. */
  status: string;
  groupId: string | null;
  pairingId: string | null;
  likes: number;
  isLikedByRequestedUser: boolean;
  /** Its comments and replies, as GET /post/commentAndReplyCount answers them: a timeline shows them without a call per card. */
  commentCounts: CommentCounts;
};

/** A post's comments (top level), replies, and both together. */
export type CommentCounts = { comments: number; replies: number; count: number };

/**
 * A timeline page. `count` is exact for group and relationship timelines; the home feed counts
 * at most one post past the page (`countIsExact` false then), enough to know there is more.
 */
export type TimelinePage = { results: Post[]; count: number; countIsExact: boolean; asOf: string };
