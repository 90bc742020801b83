import { type FileReadResolver, fileReadAccess } from '../../platform/storage';
import { canView } from './visibility';

/** `uploads/users/{creatorId}/posts/{postId}/...`: the spec's file path of a post's files. */
const POST_FILE = /^uploads\/users\/([^/]+)\/posts\/([^/]+)\/.+$/;

/**
 * A post's files may be read by whoever may see the post (THE rule of visibility.ts). The
 * key must lie in its author's tree, so a visible post never opens another user's files.
 */
export const readPostFile: FileReadResolver = async (userId, key, services) => {
  const match = POST_FILE.exec(key);
  if (!match) return false;
  const [, creatorId, postId] = match as unknown as [string, string, string];
  const post = await services.db.selectFrom('post').select('createdBy').where('id', '=', postId).executeTakeFirst();
  if (!post || post.createdBy !== creatorId) return false;
  return canView(services.db, userId, postId);
};

/** At start-up; registering the same resolver again is a no-op (a set of resolvers). */
export function registerPostFileAccess(): void {
  fileReadAccess.register(readPostFile);
}
