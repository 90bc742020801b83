import {
  type Attachment,
  type CommentCounts,
  type Post,
  type PostAuthor,
  type PostMetaEntry,
  postMetaIdOf,
  type PostType,
  NOT_STORED_FILEPATH,
  postFilesFolder,
  type ReferencedPost,
  type VisibilityType,
} from '@shared/api/posts';
import { GROUP_POST_MEMBERS_CARRIED } from '@shared/rules';
import type { Db } from '../../db/database';
import { likeSummaryRepo } from './like-summaries';
import { mediaOf } from '../media';
import { type FileSigner, withLinks } from './attachment-links';
import { type PostRow, postRepo } from './repo';
import { visiblePostsFor } from './visibility';

/**
 * Turns post rows into the API's Post: the reshared originals, authors, attachments and
 * meta come in one batched query each (never one per row), so a page of 15 costs what a
 * page of 3 does. Originals the viewer may not see are embedded as markers only.
 * Attachment links are signed by `signer` (local computation, no query).
 */
export async function hydratePosts(
  db: Db,
  signer: FileSigner,
  viewerId: string | null,
  rows: PostRow[],
): Promise<Post[]> {
  if (!rows.length) return [];
  const repo = postRepo(db);
  const referenceIds = [...new Set(rows.map((r) => r.referencePostId).filter((id): id is string => !!id))];
  const originals = (await repo.referencedBy(referenceIds, visiblePostsFor(viewerId))).map((row) => ({
    row,
    shown: Number(row.shown) === 1,
  }));
  const shownOriginals = originals.filter((o) => o.shown).map((o) => o.row);
  const every = [...rows, ...shownOriginals];
  const ids = every.map((r) => r.id);
  const groupPostGroups = [
    ...new Set(every.filter((r) => GROUP_POST_TYPES.has(r.type) && r.groupId).map((r) => r.groupId as string)),
  ];
  const [authors, stored, meta, likes, commentCounts, groupMembers] = await Promise.all([
    repo.authors([...new Set(every.map((r) => r.createdBy))]),
    repo.attachmentsOf(ids),
    repo.metaOf(ids),
    likeSummaryRepo(db).summaries('post', ids, viewerId),
    repo.commentCountsOf(ids),
    repo.membersOfGroups(groupPostGroups),
  ]);
  const membersByGroup = groupBy(groupMembers, (m) => m.groupId);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const authorOf = new Map(every.map((r) => [r.id, r.createdBy]));
  // A post whose files are still being checked links none of them, whatever the checks have
  // reached by the time their rows are read (the post's row was read first, in another query).
  const checking = new Set(every.filter((r) => r.status === 'pending').map((r) => r.id));
  const filed = [...new Set(stored.filter((a) => a.filepath !== NOT_STORED_FILEPATH).map((a) => a.postId))];
  const media = filed.length ? await mediaOf(db, filed) : new Map();
  const attachments = await Promise.all(
    stored.map(async (a) => ({
      postId: a.postId,
      // Only files in the post's own folder are signed (older rows could name any key).
      attachment: withheldWhile(
        checking.has(a.postId),
        await withLinks(
          signer,
          a,
          postFilesFolder(authorOf.get(a.postId) ?? '', a.postId),
          media.get(a.postId)?.get(a.position) ?? null,
        ),
      ),
    })),
  );
  const attachmentsById = groupBy(attachments, (a) => a.postId);
  const metaById = groupBy(meta, (m) => m.postId);

  const toPost = (row: PostRow, referencePost: ReferencedPost | null): Post =>
    postFrom(
      row,
      {
        author: authorById.get(row.createdBy),
        attachments: (attachmentsById.get(row.id) ?? []).map((a) => a.attachment),
        meta: withNamedMembers(
          row,
          (metaById.get(row.id) ?? []).map((m) => ({ name: m.name, value: m.value, position: m.position })),
          membersByGroup,
        ),
        likes: likes.get(row.id),
        commentCounts: commentCounts.get(row.id),
      },
      referencePost,
    );

  const originalById = new Map(originals.map((o) => [o.row.id, o]));
  return rows.map((row) => {
    if (!row.referencePostId) return toPost(row, null);
    const original = originalById.get(row.referencePostId);
    if (!original || original.row.deletedAt) return toPost(row, { postId: row.referencePostId, deleted: true });
    if (!original.shown) return toPost(row, { postId: row.referencePostId, restricted: true });
    return toPost(row, toPost(original.row, null));
  });
}

/**
 * A post its author has just written, without files or a reshared original, as hydratePosts
 * answers it: the row and meta are what was written, and nothing is pinned or liked yet, so
 * only the author's card is read (the chat POST's profile: five reads became one), unless the
 * caller read it beforehand (`knownAuthor`).
 */
export async function hydrateNewPost(
  db: Db,
  row: PostRow,
  meta: { name: string; value: string }[],
  knownAuthor?: AuthorRow,
): Promise<Post> {
  const [author] = knownAuthor ? [knownAuthor] : await postRepo(db).authors([row.createdBy]);
  // Written at positions 0..n-1 (repo.insert).
  const stored = meta.map((m, position) => ({ ...m, position }));
  return postFrom(row, { author, attachments: [], meta: stored, likes: undefined, commentCounts: undefined }, null);
}

/** Posts that name members of their group: "created the group with …", "added …". */
const GROUP_POST_TYPES = new Set(['groupCreated', 'groupMembersAdded']);

type GroupMemberRow = Awaited<ReturnType<ReturnType<typeof postRepo>['membersOfGroups']>>[number];
const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * A group post carries the members it names as its `members` meta (the web app reads it, and
 * asked for the group's whole member list per card without it): everyone but the author for
 * "group created", those who joined at the post's time for "members added", the first
 * GROUP_POST_MEMBERS_CARRIED of them and their number (`membersTotal`). A stored `members`
 * entry wins.
 */
function withNamedMembers(row: PostRow, meta: MetaPart[], membersByGroup: Map<string, GroupMemberRow[]>): MetaPart[] {
  if (!GROUP_POST_TYPES.has(row.type) || !row.groupId || meta.some((m) => m.name === 'members')) return meta;
  const named = (membersByGroup.get(row.groupId) ?? [])
    .filter(
      (m) => m.userId !== row.createdBy && (row.type === 'groupCreated' || sameInstant(m.joinedAt, row.createdAt)),
    )
    .map((m) => ({ userId: m.userId, firstName: m.firstName, lastName: m.lastName, avatar: m.avatar }));
  return [
    ...meta,
    { name: 'members', value: JSON.stringify(named.slice(0, GROUP_POST_MEMBERS_CARRIED)), position: null },
    { name: 'membersTotal', value: String(named.length), position: null },
  ];
}

/** A meta entry as stored (its position names it), or made here (`position` null: not stored). */
type MetaPart = { name: string; value: string; position: number | null };

/**
 * Every entry carries its id (the post's id and its position: positions stay when an entry is
 * rewritten, post-meta.ts) and who wrote it: only the post's author changes its entries.
 */
function metaEntry(row: PostRow, meta: MetaPart): PostMetaEntry {
  return {
    postMetaId: postMetaIdOf(row.id, meta.position ?? meta.name),
    name: meta.name,
    value: meta.value,
    createdBy: row.createdBy,
    modifiedBy: row.modifiedBy ?? row.createdBy,
  };
}

/** What hydratePosts gathers for a post (in batches) besides its row. */
type PostParts = {
  author: AuthorRow | undefined;
  attachments: Attachment[];
  meta: MetaPart[];
  likes: { likes: number; isLikedByRequestedUser: boolean } | undefined;
  commentCounts: CommentCounts | undefined;
};

const NO_COMMENTS: CommentCounts = { comments: 0, replies: 0, count: 0 };

function postFrom(row: PostRow, parts: PostParts, referencePost: ReferencedPost | null): Post {
  return {
    postId: row.id,
    type: row.type as PostType,
    content: row.content,
    title: row.title,
    createdAt: row.createdAt,
    createdBy: toAuthor(row.createdBy, parts.author),
    modifiedBy: row.modifiedBy,
    lastActivityAt: row.lastActivityAt,
    pinned: Number(row.pinned) ? 'true' : 'false',
    isEdited: Number(row.isEdited) === 1,
    deletedBy: row.deletedBy,
    referencePostId: row.referencePostId,
    referencePost,
    attachments: parts.attachments,
    postMeta: parts.meta.map((m) => metaEntry(row, m)),
    visibility: row.visibility as VisibilityType,
    status: row.status,
    groupId: row.groupId,
    pairingId: row.pairingId,
    likes: parts.likes?.likes ?? 0,
    isLikedByRequestedUser: parts.likes?.isLikedByRequestedUser ?? false,
    commentCounts: parts.commentCounts ?? NO_COMMENTS,
  };
}

export type AuthorRow = Awaited<ReturnType<ReturnType<typeof postRepo>['authors']>>[number];

export function toAuthor(userId: string, row: AuthorRow | undefined): PostAuthor {
  return {
    userId,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    avatar: row?.avatar ?? null,
    headline: row?.headline ?? null,
    profileAlias: row?.profileAlias ?? '',
    status: row?.status ?? 'deleted',
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/** A file of a post still being checked: shown as it is, with no link to it yet. */
function withheldWhile(checking: boolean, attachment: Attachment): Attachment {
  return checking ? { ...attachment, url: null, downloadUrl: null } : attachment;
}
