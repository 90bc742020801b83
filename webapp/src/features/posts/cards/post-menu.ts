import type { Post, PostType } from '@shared/api/posts';
import { isWorkspaceContext, type PostContext } from '../post-context';

export type PostMenuAction = 'edit' | 'delete' | 'reshare' | 'pin' | 'unpin' | 'unread';

/** Spec 3 §6: the author may edit and delete these kinds (chat messages too, author only). */
const AUTHOR_EDITABLE: readonly PostType[] = ['post', 'esign', 'schedule', 'meeting', 'chat'];

const RESHARABLE: readonly PostType[] = ['post', 'schedule'];

export function isPinned(post: Pick<Post, 'pinned'>): boolean {
  return post.pinned === 'true';
}

/**
 * The options menu of a card (spec 3 §5, §6): Edit and Delete for the author; Pin or Unpin
 * and Mark as unread only in a group or relationship (never a notification-opened post);
 * Mark as unread only for someone else's post that is not pinned.
 */
export function postMenuActions(post: Post, viewerId: string, context: PostContext): PostMenuAction[] {
  const actions: PostMenuAction[] = [];
  const isAuthor = post.createdBy.userId === viewerId;
  if (isAuthor && AUTHOR_EDITABLE.includes(post.type)) actions.push('edit', 'delete');
  // Shared posts can be reshared (spec 2 §4); chat, notices and a notification-opened post cannot.
  if (RESHARABLE.includes(post.type) && !post.deletedBy && context.kind !== 'notification') actions.push('reshare');
  if (isWorkspaceContext(context)) {
    actions.push(isPinned(post) ? 'unpin' : 'pin');
    if (!isPinned(post) && !isAuthor) actions.push('unread');
  }
  return actions;
}
