import { type CreatePostBody, type Post, postEvents } from '@shared/api/posts';
import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/rules';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { messages } from '@shared/messages';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import type { StageEvent } from '../../realtime';
import { needsProcessing } from '../media';
import { postsWritten } from '../reactions';
import type { Audience } from './audience';
import { type AuthorRow, hydrateNewPost, hydratePosts } from './hydrate';
import { type PostRow, postRepo } from './repo';
import { channelsOf, isViewerDependent, postEventList, readersView } from './targets';

/** A post ready to write: checked, its audience resolved and its row made (service.ts, chat-batch.ts). */
export type PostDraft = {
  actor: SessionUser;
  body: CreatePostBody;
  /** The request's Idempotency-Key, stored with the post. */
  key: string | undefined;
  row: PostRow;
  meta: { name: string; value: string }[];
  audience: Audience;
  /** No files and no reshared original: its author's card is all it needs to be shown. */
  isPlain: boolean;
};

/**
 * What a post's insert writes beside its row. Drafts with no files, named audience or invitees
 * are written together: their rows in one statement, their meta in another.
 */
function partsOf(draft: PostDraft) {
  const { body, audience } = draft;
  return {
    attachments: body.attachments.map((a) => ({ filename: a.filename, filepath: a.filepath, type: a.type })),
    meta: draft.meta,
    audience: audience.visibility === 'SPECIFIC_PEOPLE' && !audience.pairingId ? audience.userIds : [],
    invitees: audience.invitees,
  };
}

const writtenAlone = (parts: ReturnType<typeof partsOf>) =>
  parts.attachments.length + parts.audience.length + parts.invitees.length > 0;

/**
 * Writes the drafts in the caller's transaction: their rows (those with no parts in one
 * statement), their targets' activity time (once per target), what reacts to each
 * (features/index.ts lists them above posts: media processing, notifications, the assistant's
 * reply, a job applicant's progress), their events (staged together, announced after the
 * commit) and their Idempotency-Keys. The posts as their authors see them, in the drafts' order.
 *
 * `authors`: the cards of plain drafts' authors, read before the transaction (on PostgreSQL
 * each statement in it is a round trip made while the batch that other requests wait to join is
 * open).
 */
export async function writePosts(
  services: Services,
  trx: Db,
  drafts: PostDraft[],
  authors: ReadonlyMap<string, AuthorRow>,
): Promise<{ created: Post[]; staged: { announce(): Promise<void> } }> {
  const tx = postRepo(trx);
  const together: PostDraft[] = [];
  for (const draft of drafts) {
    const parts = partsOf(draft);
    if (writtenAlone(parts)) await tx.insert(columnsOf(draft.row), parts);
    else together.push(draft);
  }
  if (together.length)
    await tx.insertMany(
      together.map((d) => columnsOf(d.row)),
      together.flatMap((d) => d.meta.map((m, position) => ({ ...m, postId: d.row.id, position }))),
    );

  const latest = new Map<string, { target: Audience; at: string }>();
  for (const { audience, row } of drafts) {
    const id = audience.groupId ?? audience.pairingId;
    if (id) latest.set(id, { target: audience, at: row.createdAt });
  }
  for (const { target, at } of latest.values()) await tx.bumpTarget(target, at);

  // What reacts to new posts, in this transaction (reactions.ts): once for all of them.
  const reactionEvents = await postsWritten(
    services,
    trx,
    drafts.map(({ row, audience, actor, body }) => ({
      id: row.id,
      authorId: actor.id,
      type: row.type,
      content: body.content,
      status: row.status,
      audience,
      metaNames: body.postMeta.map((m) => m.name),
      now: row.createdAt,
    })),
  );
  const created: Post[] = [];
  const events: StageEvent[] = [];
  for (const draft of drafts) {
    const { row, audience, actor } = draft;
    // Files and reshared originals have parts of their own to read; a plain post has none.
    const [post] = draft.isPlain
      ? [await hydrateNewPost(trx, row, draft.meta, authors.get(actor.id))]
      : await hydratePosts(trx, services.storage, actor.id, [row]);
    if (!post) throw new NotFound(messages.posts.notFound);
    created.push(post);
    // A new post has no likes: the author's view is the readers' unless a reshare's original differs.
    const view = isViewerDependent(post) ? await readersView(trx, services.storage, row) : post;
    const target = { id: row.id, createdBy: actor.id, ...audience };
    events.push(...postEventList(await channelsOf(trx, target), postEvents.created, target, view));
  }
  events.push(...reactionEvents);
  // The posts and their events commit together (one sync); a key failing after this (a repeated
  // key racing the first) rolls them back and announces nothing.
  const staged = await services.realtime.stage(trx, events);
  for (const { key, actor, row } of drafts) if (key) await storeKey(trx, actor.id, key, row.id, row.createdAt);
  return { created, staged };
}

/** A new post's row and parts, stamped now. */
export function draftPost(input: {
  actor: SessionUser;
  body: CreatePostBody;
  key: string | undefined;
  audience: Audience;
  id: string;
  referencePostId: string | null;
  postMeta: CreatePostBody['postMeta'];
}): PostDraft {
  const { actor, body, audience } = input;
  const now = new Date().toISOString();
  const row: PostRow = {
    id: input.id,
    type: body.type,
    content: body.content,
    title: body.title ?? null,
    createdBy: actor.id,
    modifiedBy: null,
    visibility: audience.visibility,
    groupId: audience.groupId,
    pairingId: audience.pairingId,
    referencePostId: input.referencePostId,
    // Files wait for their checks and previews (features/media) before the post is published.
    status: needsProcessing(body.attachments) ? 'pending' : 'published',
    isEdited: 0,
    deletedBy: null,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    lastActivityAt: now,
    pinned: 0,
  };
  const meta = input.postMeta.map((m) => ({
    name: m.name,
    value: typeof m.value === 'string' ? m.value : JSON.stringify(m.value),
  }));
  const isPlain = !body.attachments.length && !input.referencePostId;
  return { actor, body, key: input.key, row, meta, audience, isPlain };
}

/** Authors' cards by id, in one read. */
export async function authorCards(db: Db, userIds: string[]): Promise<Map<string, AuthorRow>> {
  const rows = await postRepo(db).authors([...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}

function columnsOf(row: PostRow) {
  const { pinned: _pinned, ...columns } = row;
  return columns;
}

/** The key's answer (which post), replacing an expired use of the same key. */
async function storeKey(trx: Db, userId: string, key: string, postId: string, now: string): Promise<void> {
  await trx
    .deleteFrom('idempotency_key')
    .where('userId', '=', userId)
    .where('key', '=', key)
    .where('createdAt', '<=', new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
    .execute();
  await trx
    .insertInto('idempotency_key')
    .values({ userId, key, response: JSON.stringify({ postId }), createdAt: now })
    .execute();
}
