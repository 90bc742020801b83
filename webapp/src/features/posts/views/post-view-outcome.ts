import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { isApiError, isApiStatus } from '../../../lib/api-client';

/** What was deleted decides the notice: 'This post has been deleted' or 'This message has been deleted'. */
export type DeletedItem = 'post' | 'message';

/** What a full-screen or thread view of one post shows (spec 3 §2.2, §6). */
export type PostViewOutcome =
  | { kind: 'loading' }
  | { kind: 'ready'; post: Post }
  | { kind: 'restricted' }
  | { kind: 'deleted'; item: DeletedItem }
  | { kind: 'notFound' }
  | { kind: 'failed' };

type DetailQuery = { data: Post | undefined; error: unknown; isPending: boolean };

/** The envelope's message says a post (or a chat message) was deleted, whatever the status. */
function deletedItemOf(error: unknown): DeletedItem | null {
  if (!isApiError(error)) return null;
  if (error.message === messages.chat.deletedNotice) return 'message';
  return error.message === messages.posts.deleted ? 'post' : null;
}

/**
 * The server answers 403 for a post not shared with the viewer, and for a deleted one a message
 * that says so (status 410, README); 404 'NO POST' for one that never existed. A post deleted
 * while open carries deletedBy. A refused or vanished post wins over what was cached before;
 * other failures keep showing the cached post.
 */
export function postViewOutcome({ data, error, isPending }: DetailQuery): PostViewOutcome {
  const deleted = deletedItemOf(error);
  if (deleted) return { kind: 'deleted', item: deleted };
  if (isApiStatus(error, 403)) return { kind: 'restricted' };
  if (isApiStatus(error, 404) || isApiStatus(error, 410) || isApiStatus(error, 400)) return { kind: 'notFound' };
  if (data) return data.deletedBy ? { kind: 'deleted', item: itemOf(data) } : { kind: 'ready', post: data };
  if (isPending) return { kind: 'loading' };
  return { kind: 'failed' };
}

const itemOf = (post: Post): DeletedItem => (post.type === 'chat' ? 'message' : 'post');

/** The delete notice's title (spec 3 §1 dialogs). */
export const deletedNoticeTitle = (item: DeletedItem): string =>
  item === 'message' ? messages.chat.deletedNotice : messages.posts.deletedOriginal;
