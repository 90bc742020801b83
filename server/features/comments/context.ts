import { COMMENT_CONTEXT_CHARS, type CommentContextItem } from '@shared/api/comments';
import type { Db } from '../../db/database';
import type { CommentTable } from '../../db/schema';
import { toAuthor } from '../posts/hydrate';
import { type PostRow, postRepo } from '../posts/repo';
import { viewableComment } from './access';
import { commentRepo } from './repo';

/** At most COMMENT_CONTEXT_CHARS characters (code points), an ellipsis marking a cut. */
export function contextText(text: string | null): string | null {
  if (text === null) return null;
  const chars = Array.from(text);
  return chars.length <= COMMENT_CONTEXT_CHARS ? text : `${chars.slice(0, COMMENT_CONTEXT_CHARS - 1).join('')}…`;
}

/**
 * GET /comment/context: the chain from a comment up to its post, nearest first: a reply
 * answers [its comment, the post], a comment [the post]. Read under the rule of every
 * comment read (access.ts): 404 unknown, 403 restricted, 410 deleted post.
 */
export async function commentContext(db: Db, viewerId: string | null, commentId: string) {
  const { comment, post } = await viewableComment(db, viewerId, commentId);
  const parent = comment.parentId ? await commentRepo(db).byId(comment.parentId) : undefined;
  const authors = await postRepo(db).authors([...new Set([post.createdBy, ...(parent ? [parent.createdBy] : [])])]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const author = (userId: string) => toAuthor(userId, authorById.get(userId));

  const ofPost = (row: PostRow): CommentContextItem => ({
    entityName: 'Post',
    entityId: row.id,
    postId: row.id,
    commentId: null,
    type: row.type,
    content: contextText(row.content),
    message: null,
    createdBy: author(row.createdBy),
    createdAt: row.createdAt,
  });
  const ofComment = (row: CommentTable): CommentContextItem => ({
    entityName: 'Comment',
    entityId: row.id,
    postId: row.postId,
    commentId: row.id,
    type: 'comment',
    content: contextText(row.message),
    message: contextText(row.message),
    createdBy: author(row.createdBy),
    createdAt: row.createdAt,
  });
  const results = parent ? [ofComment(parent), ofPost(post)] : [ofPost(post)];
  return { results, count: results.length };
}
