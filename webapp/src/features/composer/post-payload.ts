import type { EditPostBody, Post, zCreatePostBody } from '@shared/api/posts';
import { messages } from '@shared/messages';
import type { z } from 'zod';
import type { UploadedFile } from '../uploads/upload-files';
import type { ComposerDraft, ComposerMode, ContentType } from './composer-types';
import { withHttp } from './link-rules';

/** What POST /api/post receives from the composer (spec 2 §3). */
export type CreatePostPayload = z.input<typeof zCreatePostBody>;

const POST_TYPE: Record<ComposerMode, 'Post' | 'Meeting' | 'Schedule' | 'ESign'> = {
  share: 'Post',
  meet: 'Meeting',
  schedule: 'Schedule',
  esign: 'ESign',
};

/** fileMeta's postType for each content type (spec 2 §3). */
const META_POST_TYPE: Record<ContentType | 'NONE', string> = {
  PHOTO: 'image',
  VIDEO: 'video',
  FILE: 'file',
  LINK: 'link',
  MEET: 'meeting',
  ESIGN: 'esign',
  TEXT: 'TextOnly',
  NONE: 'TextOnly',
};

/** First name followed by ' Post', or 'No First Name USER Post' (spec 2 §3). */
export const postTitleFor = (firstName: string) =>
  firstName.trim() ? messages.composer.postTitle(firstName.trim()) : messages.composer.untitledPost;

/** Photo, file and e-sign posts wait for processing; the others publish at once (spec 2 §4). */
export const statusFor = (type: ContentType | null) =>
  type === 'PHOTO' || type === 'FILE' || type === 'ESIGN' ? 'Pending' : 'Published';

/** The content type that was actually filled in: a type button with nothing in it is text. */
export function effectiveType(draft: Pick<ComposerDraft, 'type' | 'files' | 'link'>): ContentType {
  if (draft.type === 'MEET' || draft.type === 'ESIGN') return draft.type;
  if ((draft.type === 'PHOTO' || draft.type === 'VIDEO' || draft.type === 'FILE') && draft.files.length)
    return draft.type;
  if (draft.type === 'LINK' && draft.link.trim()) return 'LINK';
  return 'TEXT';
}

export type CreatePayloadInput = {
  viewer: { userId: string; firstName: string };
  mode: ComposerMode;
  draft: ComposerDraft;
  /** The stored files of the draft (uploadPostFiles' answer). */
  attachments: readonly UploadedFile[];
  /** The group to post to, once created when it was new. */
  groupId: string | null;
  resharePost: Post | null;
  /** The link as posted (the schedule link with its scheme and e-mail), when a link post. */
  link?: string;
  /** The prepared e-sign document of an esign post (spec 2 §3: contentId, eSignConfiguration). */
  esign?: { contentId: string; filename: string; signers: number };
};

function fileMetaEntries(input: CreatePayloadInput, type: ContentType) {
  const postType = META_POST_TYPE[type];
  const { draft } = input;
  if (input.attachments.length) {
    return input.attachments.map((attachment, index) => {
      const file = draft.files[index];
      return {
        postType,
        name: attachment.filename,
        size: file?.size ?? 0,
        type: attachment.type,
        lastModified: file?.lastModified ?? 0,
      };
    });
  }
  if (type === 'ESIGN' && input.esign) return [{ postType, name: input.esign.filename, type: 'application/pdf' }];
  if (type === 'LINK') {
    const url = input.link ?? withHttp(draft.link);
    const preview = { ...(draft.linkMeta ?? {}), url };
    return [{ postType, preview }];
  }
  return [{ postType }];
}

/** The body of POST /api/post for a draft (spec 2 §3, §4). */
export function buildCreatePostBody(input: CreatePayloadInput): CreatePostPayload {
  const { viewer, mode, draft, resharePost, groupId } = input;
  const type = resharePost ? 'TEXT' : effectiveType(draft);
  const visibility = draft.visibility;
  const members = draft.people.flatMap((p) => (p.kind === 'member' ? [p.userId] : []));
  const invitees = draft.people.flatMap((p) => (p.kind === 'email' ? [{ email: p.email }] : []));
  const isPeople = visibility === 'SPECIFIC_PEOPLE';
  const isGroup = visibility === 'COLLABORATION_GROUP';
  const visibilityType = isGroup
    ? { type: visibility, groupId }
    : isPeople
      ? { type: visibility, userIds: members }
      : { type: visibility };
  const postMeta = [
    ...fileMetaEntries(input, type).map((value) => ({
      name: 'fileMeta',
      value: JSON.stringify(value),
      createdBy: viewer.userId,
    })),
    { name: 'visibilityType', value: JSON.stringify(visibilityType), createdBy: viewer.userId },
  ];
  if (mode === 'schedule') postMeta.push({ name: 'linkType', value: 'Schedule', createdBy: viewer.userId });
  if (input.esign) {
    postMeta.push({ name: 'contentId', value: JSON.stringify(input.esign.contentId), createdBy: viewer.userId });
    postMeta.push({
      name: 'eSignConfiguration',
      value: JSON.stringify({ count: input.esign.signers }),
      createdBy: viewer.userId,
    });
  }
  return {
    postId: draft.postId,
    userId: viewer.userId,
    createdBy: viewer.userId,
    title: postTitleFor(viewer.firstName),
    content: draft.description,
    status: resharePost ? 'Published' : statusFor(type),
    visibility,
    type: resharePost ? 'Post' : POST_TYPE[mode],
    attachments: input.attachments.map((a) => ({ ...a, createdBy: viewer.userId })),
    postMeta,
    referencePostId: resharePost ? (resharePost.referencePostId ?? resharePost.postId) : undefined,
    shareWithAllOfMyRelationships: visibility === 'ALL_OF_MY_RELATIONSHIPS',
    usersToShareWith: isPeople ? members : [],
    nonRegisteredUsers: isPeople ? invitees : [],
    groupsToShareWith: isGroup && groupId ? [groupId] : [],
  };
}

/** The body of PATCH /api/post for an edit (spec 2 §7). */
export function buildEditPostBody(post: Post, draft: ComposerDraft, modifiedBy: string): EditPostBody {
  return {
    postId: post.postId,
    modifiedBy,
    content: draft.description,
    title: draft.title.trim() || post.title || undefined,
    visibility: draft.visibility,
  };
}
