import type { Post } from '@shared/api/posts';
import { isApiStatus } from '../../../lib/api-client';

/** What a full-screen or thread view of one post shows (spec 3 §2.2, §6). */
export type PostViewOutcome =
  | { kind: 'loading' }
  | { kind: 'ready'; post: Post }
  | { kind: 'restricted' }
  | { kind: 'deleted' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

type DetailQuery = { data: Post | undefined; error: unknown; isPending: boolean };

/**
 * The server answers 403 for a post not shared with the viewer, 410 for a deleted one and 404
 * for one that no longer exists; a post deleted while open carries deletedBy. A refused or
 * vanished post wins over what was cached before; other failures keep showing the cached post.
 */
export function postViewOutcome({ data, error, isPending }: DetailQuery): PostViewOutcome {
  if (isApiStatus(error, 403)) return { kind: 'restricted' };
  if (isApiStatus(error, 404) || isApiStatus(error, 410)) return { kind: 'deleted' };
  if (isApiStatus(error, 400)) return { kind: 'notFound' };
  if (data) return data.deletedBy ? { kind: 'deleted' } : { kind: 'ready', post: data };
  if (isPending) return { kind: 'loading' };
  return { kind: 'failed' };
}
