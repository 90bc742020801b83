import type { Post } from '@shared/api/posts';
import { ASSISTANT_META } from '@shared/assistant';
import { fileKindOf } from './file-kind';
import { linkPreviewOf, metaPostTypeOf, readMeta } from './post-meta';

export type BodyKind =
  | 'groupCreated'
  | 'groupMembersAdded'
  | 'connection'
  | 'subscription'
  | 'assistantState'
  | 'assistantSilence'
  | 'meeting'
  | 'chat'
  | 'welcome'
  | 'schedule'
  | 'esign'
  | 'reshare'
  | 'video'
  | 'attachments'
  | 'link'
  | 'text'
  | 'unknown';

const SERVER_KINDS = ['groupCreated', 'groupMembersAdded', 'connection', 'subscription', 'chat'] as const;

export function isWelcomePost(post: Post): boolean {
  if (post.type === 'welcome') return true;
  const flag = readMeta(post, ['welcomePost'], (value) =>
    typeof value === 'boolean' || typeof value === 'string' ? value : undefined,
  );
  return flag === true || flag === 'true';
}

/** Which layout a post's body takes (spec 3 §2.2, post detail layouts by kind). */
export function bodyKindOf(post: Post): BodyKind {
  // Meg's guidance states and test mode's silence note render a panel instead of their text (spec 3 §4.4).
  if (post.postMeta.some((entry) => entry.name === ASSISTANT_META.state)) return 'assistantState';
  if (post.postMeta.some((entry) => entry.name === ASSISTANT_META.silence)) return 'assistantSilence';
  if ((SERVER_KINDS as readonly string[]).includes(post.type)) return post.type as BodyKind;
  if (isWelcomePost(post)) return 'welcome';
  if (post.referencePostId || post.referencePost) return 'reshare';
  if (post.type === 'meeting') return 'meeting';
  if (post.type === 'esign') return 'esign';
  if (post.type === 'schedule') return 'schedule';
  if (post.type !== 'post') return 'unknown';
  const metaType = metaPostTypeOf(post);
  if (post.attachments.some((file) => fileKindOf(file) === 'video')) return 'video';
  if (post.attachments.length) return 'attachments';
  if (metaType === 'link' || linkPreviewOf(post)?.url) return 'link';
  return 'text';
}

/** The word of the notification bar: picture, document or post (spec 3 §2.2). */
export function highlightKindOf(post: Post): 'post' | 'picture' | 'document' {
  if (!post.attachments.length) return 'post';
  return post.attachments.every((file) => fileKindOf(file) === 'image') ? 'picture' : 'document';
}
