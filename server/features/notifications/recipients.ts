import type { NotificationKind } from '@shared/api/notifications';
import type { Db } from '../../db/database';
import { canView } from '../posts/visibility';
import type { NotifyEvent } from '../notify-events';

/** The spec's cut for a notification's words (spec 3 §10). */
export const NOTIFICATION_MESSAGE_MAX = 90;

/** One row to write: what the recipient is told, and the key that makes it once (or grouped). */
export type Draft = {
  userId: string;
  kind: NotificationKind;
  sourceKey: string;
  /** Repeats of the key add to one row (likes) instead of being dropped (reruns). */
  groups: boolean;
  message: string | null;
  postId?: string | null;
  commentId?: string | null;
  commentReplyId?: string | null;
  groupId?: string | null;
  pairingId?: string | null;
  jobId?: string | null;
};

/** Plain words of a comment or post (rich text loses its tags), cut to the spec's length. */
export function excerpt(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  return plain.length > NOTIFICATION_MESSAGE_MAX ? `${plain.slice(0, NOTIFICATION_MESSAGE_MAX - 1)}…` : plain;
}

const postOf = (db: Db, postId: string) =>
  db
    .selectFrom('post')
    .select(['id', 'createdBy', 'content', 'title', 'groupId', 'pairingId', 'visibility', 'deletedAt'])
    .where('id', '=', postId)
    .executeTakeFirst();

/**
 * What a post says, for a notification's second line: its first words, else its first file's
 * name. Never its stored title, which is the author's name and ' Post' (spec 2 §3).
 */
async function postWords(db: Db, post: { id: string; content: string | null }): Promise<string | null> {
  const words = excerpt(post.content);
  if (words) return words;
  const file = await db
    .selectFrom('post_attachment')
    .select('filename')
    .where('postId', '=', post.id)
    .orderBy('position')
    .executeTakeFirst();
  return excerpt(file?.filename);
}

const commentOf = (db: Db, commentId: string) =>
  db.selectFrom('comment').selectAll().where('id', '=', commentId).executeTakeFirst();

const where = (post: { groupId: string | null; pairingId: string | null }) => ({
  groupId: post.groupId,
  pairingId: post.pairingId,
});

/**
 * Who hears of an event, and what each is told. Never the actor; for a post, only those who
 * may read it now (posts/visibility's rule), so a restricted post notifies no one outside.
 */
export async function draftsFor(db: Db, event: NotifyEvent): Promise<Draft[]> {
  const drafts = await rawDrafts(db, event);
  const seen = new Set<string>();
  const kept: Draft[] = [];
  for (const draft of drafts) {
    const key = `${draft.userId}\n${draft.sourceKey}`;
    if (draft.userId === event.actorId || seen.has(key)) continue;
    seen.add(key);
    if (draft.postId && !(await canView(db, draft.userId, draft.postId))) continue;
    kept.push(draft);
  }
  return kept;
}

async function rawDrafts(db: Db, event: NotifyEvent): Promise<Draft[]> {
  switch (event.kind) {
    case 'comment': {
      const comment = await commentOf(db, event.commentId);
      const post = comment && (await postOf(db, comment.postId));
      if (!comment || !post || post.deletedAt) return [];
      const base = { sourceKey: `comment:${comment.id}`, groups: false, message: excerpt(comment.message) };
      if (!comment.parentId)
        return [
          { ...base, userId: post.createdBy, kind: 'comment', postId: post.id, commentId: comment.id, ...where(post) },
        ];
      const parent = await commentOf(db, comment.parentId);
      const ids = { postId: post.id, commentId: comment.parentId, commentReplyId: comment.id, ...where(post) };
      return [
        ...(parent ? [{ ...base, userId: parent.createdBy, kind: 'reply' as const, ...ids }] : []),
        { ...base, userId: post.createdBy, kind: 'comment', ...ids },
      ];
    }
    case 'postLike': {
      const post = await postOf(db, event.postId);
      if (!post || post.deletedAt) return [];
      return [
        {
          userId: post.createdBy,
          kind: 'postLike',
          sourceKey: `postLike:${post.id}`,
          groups: true,
          message: await postWords(db, post),
          postId: post.id,
          ...where(post),
        },
      ];
    }
    case 'commentLike': {
      const comment = await commentOf(db, event.commentId);
      const post = comment && (await postOf(db, comment.postId));
      if (!comment || !post || post.deletedAt) return [];
      const ids = comment.parentId
        ? { commentId: comment.parentId, commentReplyId: comment.id }
        : { commentId: comment.id, commentReplyId: null };
      return [
        {
          userId: comment.createdBy,
          kind: 'commentLike',
          sourceKey: `commentLike:${comment.id}`,
          groups: true,
          message: excerpt(comment.message),
          postId: post.id,
          ...ids,
          ...where(post),
        },
      ];
    }
    case 'share': {
      const post = await postOf(db, event.postId);
      if (!post || post.deletedAt) return [];
      const userIds = post.pairingId
        ? await db
            .selectFrom('pairing')
            .select(['userId1', 'userId2'])
            .where('id', '=', post.pairingId)
            .executeTakeFirst()
            .then((p) => (p ? [p.userId1, p.userId2] : []))
        : post.visibility === 'SPECIFIC_PEOPLE' && !post.groupId
          ? (await db.selectFrom('post_audience').select('userId').where('postId', '=', post.id).execute()).map(
              (r) => r.userId,
            )
          : [];
      const message = await postWords(db, post);
      return userIds.map((userId) => ({
        userId,
        kind: 'share',
        sourceKey: `share:${post.id}`,
        groups: false,
        message,
        postId: post.id,
        ...where(post),
      }));
    }
    case 'connectionRequest':
    case 'connectionAccepted':
      return [
        {
          userId: event.userId,
          kind: event.kind,
          sourceKey: `${event.kind}:${event.pairingId}`,
          groups: false,
          message: null,
          pairingId: event.pairingId,
        },
      ];
    case 'groupAdded': {
      const group = await db.selectFrom('groups').select('name').where('id', '=', event.groupId).executeTakeFirst();
      if (!group) return [];
      const members = await db
        .selectFrom('group_member')
        .select('userId')
        .where('groupId', '=', event.groupId)
        .where('userId', 'in', event.userIds.length ? event.userIds : [''])
        .execute();
      return members.map(({ userId }) => ({
        userId,
        kind: 'groupAdded',
        sourceKey: `groupAdded:${event.groupId}`,
        groups: false,
        message: excerpt(group.name),
        groupId: event.groupId,
      }));
    }
    case 'esignRequest': {
      const content = await db
        .selectFrom('esign_content')
        .select(['id', 'filename'])
        .where('id', '=', event.contentId)
        .executeTakeFirst();
      if (!content || !event.emails.length) return [];
      const users = await db.selectFrom('user').select('id').where('email', 'in', event.emails).execute();
      return users.map(({ id }) => ({
        userId: id,
        kind: 'esignRequest',
        sourceKey: `esignRequest:${content.id}`,
        groups: false,
        message: excerpt(content.filename),
        postId: event.postId,
      }));
    }
    case 'esignExpired': {
      const content = await db
        .selectFrom('esign_content')
        .select(['id', 'filename', 'ownerId', 'postId', 'state'])
        .where('id', '=', event.contentId)
        .executeTakeFirst();
      if (content?.state !== 'expired') return [];
      const waiting = await db
        .selectFrom('esign_signer')
        .select('userId')
        .where('contentId', '=', content.id)
        .where('state', '=', 'pending')
        .where('userId', 'is not', null)
        .execute();
      return [...waiting.flatMap((s) => (s.userId ? [s.userId] : [])), content.ownerId].map((userId) => ({
        userId,
        kind: 'esignExpired',
        sourceKey: `esignExpired:${content.id}`,
        groups: false,
        message: excerpt(content.filename),
        postId: content.postId,
      }));
    }
    case 'dataExportReady':
      return [
        {
          userId: event.userId,
          kind: 'dataExportReady',
          sourceKey: `dataExportReady:${event.exportId}`,
          groups: false,
          message: null,
        },
      ];
    case 'esignLinkLocked': {
      const content = await db
        .selectFrom('esign_content')
        .select(['id', 'filename', 'ownerId', 'postId'])
        .where('id', '=', event.contentId)
        .executeTakeFirst();
      if (!content) return [];
      return [
        {
          userId: content.ownerId,
          kind: 'esignLinkLocked',
          sourceKey: `esignLinkLocked:${content.id}:${event.signerNumber}`,
          groups: false,
          message: excerpt(content.filename),
          postId: content.postId,
        },
      ];
    }
    case 'jobApplied': {
      const job = await db
        .selectFrom('job_posting')
        .select(['id', 'title', 'createdBy'])
        .where('id', '=', event.jobId)
        .executeTakeFirst();
      if (!job) return [];
      return [
        {
          userId: job.createdBy,
          kind: 'jobApplied',
          sourceKey: `jobApplied:${job.id}:${event.actorId}`,
          groups: false,
          message: excerpt(job.title),
          jobId: job.id,
          groupId: event.groupId,
        },
      ];
    }
  }
}
