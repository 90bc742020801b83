import type { FileReadResolver, FileWriteGuard } from '../../platform/storage';
import { isServableAttachment } from '../media';
import { canView } from './visibility';

/** `uploads/users/{creatorId}/posts/{postId}/...`: the spec's file path of a post's files. */
const POST_FILE = /^uploads\/users\/([^/]+)\/posts\/([^/]+)\/.+$/;

/**
 * A post's files may be read by whoever may see the post (THE rule of visibility.ts). The
 * key must lie in its author's tree, so a visible post never opens another user's files.
 */
export const readPostFile: FileReadResolver = async (userId, key, { db }) => {
  const match = POST_FILE.exec(key);
  if (!match) return false;
  const [, creatorId, postId] = match as unknown as [string, string, string];
  const post = await db.selectFrom('post').select('createdBy').where('id', '=', postId).executeTakeFirst();
  if (!post || post.createdBy !== creatorId) return false;
  if (!(await canView(db, userId, postId))) return false;
  // Processed outputs are served with their post; an original only once it passed its checks.
  return key.includes('/processed/') || isServableAttachment(db, postId, key);
};

/** A post's folder is written before the post exists (the composer uploads first), never after. */
export const freezePostFiles: FileWriteGuard = async (key, { db }) => {
  const match = POST_FILE.exec(key);
  if (!match) return true;
  const post = await db
    .selectFrom('post')
    .select('id')
    .where('id', '=', match[2] as string)
    .executeTakeFirst();
  return !post;
};
