import type { Post, PostType } from '@shared/api/posts';
import { isWorkspaceContext, type PostContext } from '../post-context';

export type PostMenuAction = 'edit' | 'delete' | 'pin' | 'unpin' | 'unread';

/** Spec 3 §6: the author may edit and delete these kinds (chat messages too, author only). */
const AUTHOR_EDITABLE: readonly PostType[] = ['post', 'esign', 'schedule', 'meeting', 'chat'];

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
  if (isWorkspaceContext(context)) {
    actions.push(isPinned(post) ? 'unpin' : 'pin');
    if (!isPinned(post) && !isAuthor) actions.push('unread');
  }
  return actions;
}
