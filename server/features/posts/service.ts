import { randomUUID } from 'node:crypto';
import {
  type CreatePostBody,
  type EditPostBody,
  NOT_STORED_FILEPATH,
  type Post,
  postEvents,
  postFilesFolder,
  NEVER_PUBLIC_TYPES,
  VISIBILITY_TYPES,
} from '@shared/api/posts';
import { ASSISTANT_META } from '@shared/assistant';
import { messages } from '@shared/messages';
import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/rules';
import { isUniqueViolation } from '../../db/dialect';
import { Conflict, Gone, Invalid, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { resolveAudience } from './audience';
import { withScheduleLink } from './schedule-link';
import { hydratePosts } from './hydrate';
import { isBatchableChat, chatBatch } from './chat-batch';
import { authorCards, draftPost, type PostDraft, writePosts } from './write';
import { type PostRow, postRepo } from './repo';
import { channelsOf, postEventList, publishEvents, publishPostUpdated } from './targets';
import { canView } from './visibility';

const MAX_REFERENCE_DEPTH = 20;

/** Posts: create (idempotent by key), read by id, edit and delete by the author. */
export function postService(services: Services) {
  const { db, realtime, storage } = services;
  const repo = postRepo(db);

  /** The original a reshare points at: references are followed to the first post. */
  async function originalOf(actor: SessionUser, postId: string): Promise<string> {
    let id = postId;
    for (let depth = 0; depth < MAX_REFERENCE_DEPTH; depth++) {
      const row = await repo.byId(id);
      if (!row) throw new NotFound(messages.posts.notFound);
      if (!(await canView(db, actor.id, id, { includeDeleted: true }))) throw new NotAllowed(messages.posts.restricted);
      if (row.deletedAt && id === postId) throw new Gone(messages.posts.deleted);
      if (!row.referencePostId) return id;
      id = row.referencePostId;
    }
    return id;
  }

  /**
   * The post a repeated Idempotency-Key names, as it is now (edited, or 410 once deleted):
   * the stored answer only says which post, so no old text is ever served from it.
   */
  async function storedAnswer(actor: SessionUser, key: string): Promise<Post | null> {
    const since = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const row = await db
      .selectFrom('idempotency_key')
      .select('response')
      .where('userId', '=', actor.id)
      .where('key', '=', key)
      .where('createdAt', '>', since)
      .executeTakeFirst();
    if (!row) return null;
    const { postId } = JSON.parse(row.response) as Pick<Post, 'postId'>;
    return service.byId(actor, postId);
  }

  /** Spec 3 §5: an edited chat message is trimmed, not blank, and differs from what it was. */
  function chatEdit(current: string | null, next: string | undefined): string | undefined {
    if (next === undefined) return undefined;
    const trimmed = next.trim();
    if (!trimmed) throw new Invalid(messages.posts.chatEmpty);
    if (trimmed === (current ?? '').trim()) throw new Invalid(messages.posts.chatUnchanged);
    return trimmed;
  }

  /** Stored files of a new post must lie in its own folder: a post never lends out others' files. */
  function assertOwnFiles(authorId: string, postId: string, attachments: CreatePostBody['attachments']) {
    const folder = postFilesFolder(authorId, postId);
    const foreign = attachments.find((a) => a.filepath !== NOT_STORED_FILEPATH && !a.filepath.startsWith(folder));
    if (foreign) throw new Invalid(messages.posts.attachmentOutsideFolder(folder));
  }

  /** The checks and reads of a new post, and its row (not written yet). */
  async function prepare(
    actor: SessionUser,
    body: CreatePostBody,
    key: string | undefined,
    asAssistant: boolean,
  ): Promise<PostDraft> {
    // Only Meg's reply job (features/assistant) marks a message as the assistant's: no client can.
    if (!asAssistant && body.postMeta.some((m) => m.name === ASSISTANT_META.response))
      throw new Invalid(messages.posts.assistantMetaReserved);
    const audience = await resolveAudience(db, actor.id, body);
    const referencePostId = body.referencePostId ? await originalOf(actor, body.referencePostId) : null;
    // The composer names the post first, so its files go to the post's folder before it exists.
    const id = body.postId ?? randomUUID();
    assertOwnFiles(actor.id, id, body.attachments);
    if (body.postId && (await repo.byId(body.postId))) throw new Conflict(messages.posts.idTaken);
    const postMeta = body.type === 'schedule' ? withScheduleLink(body.postMeta, actor.email) : body.postMeta;
    return draftPost({ actor, body, key, audience, id, referencePostId, postMeta });
  }

  async function insertPost(actor: SessionUser, body: CreatePostBody, key: string | undefined, asAssistant: boolean) {
    const draft = await prepare(actor, body, key, asAssistant);
    // A plain post's one read, the author's card, is made before the transaction (write.ts).
    const authors = draft.isPlain ? await authorCards(db, [actor.id]) : new Map();
    const { created, staged } = await db.transaction().execute((trx) => writePosts(services, trx, [draft], authors));
    await staged.announce();
    return created[0] as Post;
  }

  const service = {
    /**
     * POST /post: a repeat of an Idempotency-Key within 24 h answers the first post.
     * `asAssistant`: the assistant's reply job writing for the owner (the assistantResponse meta).
     */
    async create(
      actor: SessionUser,
      body: CreatePostBody,
      key?: string,
      options: { asAssistant?: boolean } = {},
    ): Promise<Post> {
      const asAssistant = options.asAssistant === true;
      // A plain chat message is written with the others arriving with it (chat-batch.ts).
      if (!asAssistant && isBatchableChat(body))
        return chatBatch(services, {
          alone: (input) => service.createAlone(input.actor, input.body, input.key),
          stored: (author, postId) => service.byId(author, postId),
        }).submit({ actor, body, key });
      return service.createAlone(actor, body, key, asAssistant);
    },

    /** One post in a transaction of its own (and a batched chat message the batch could not write). */
    async createAlone(actor: SessionUser, body: CreatePostBody, key: string | undefined, asAssistant = false) {
      if (key) {
        const stored = await storedAnswer(actor, key);
        if (stored) return stored;
      }
      try {
        return await insertPost(actor, body, key, asAssistant);
      } catch (error) {
        if (!key || !isUniqueViolation(error)) throw error;
        const stored = await storedAnswer(actor, key);
        if (!stored) throw error;
        return stored;
      }
    },

    /** GET /post/id: 403 with the restricted notice, 410 with the deleted one. */
    async byId(viewer: SessionUser | null, postId: string): Promise<Post> {
      const row = await repo.byId(postId);
      if (!row) throw new NotFound(messages.posts.notFound);
      const viewerId = viewer?.id ?? null;
      // Only those who could see it learn that it was deleted; others get the restricted notice.
      if (!(await canView(db, viewerId, postId, { includeDeleted: true })))
        throw new NotAllowed(messages.posts.restricted);
      // The message tells the client which delete notice to show (README: deleted is 410).
      if (row.deletedAt) throw new Gone(row.type === 'chat' ? messages.chat.deletedNotice : messages.posts.deleted);
      const [post] = await hydratePosts(db, storage, viewer?.id ?? null, [row]);
      if (!post) throw new NotFound(messages.posts.notFound);
      return post;
    },

    /** PATCH /post: the author's new content, title or visibility; marks it edited. */
    async edit(actor: SessionUser, body: EditPostBody): Promise<Post> {
      const row = await authored(actor, body.postId);
      const visibility = body.visibility?.toUpperCase();
      if (visibility && !(VISIBILITY_TYPES as readonly string[]).includes(visibility))
        throw new Invalid(messages.generic.invalidInput);
      if (visibility === 'PUBLIC' && NEVER_PUBLIC_TYPES.includes(row.type))
        throw new Invalid(messages.posts.neverPublic);
      // A group or pairing post keeps its audience; only a free post changes visibility.
      const keepsAudience = row.groupId || row.pairingId || visibility === 'COLLABORATION_GROUP';
      const content = row.type === 'chat' ? chatEdit(row.content, body.content) : body.content;
      const now = new Date().toISOString();
      await repo.update(row.id, {
        ...(content !== undefined ? { content } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(visibility && !keepsAudience ? { visibility } : {}),
        modifiedBy: actor.id,
        isEdited: 1,
        updatedAt: now,
      });
      await publishPostUpdated(services, row.id, row);
      return service.byId(actor, row.id);
    },

    /** DELETE /post: the author's soft delete (deletedBy, deletedAt). */
    async remove(actor: SessionUser, postId: string): Promise<{ postId: string; message: string }> {
      const row = await authored(actor, postId);
      const channels = await channelsOf(db, row);
      const now = new Date().toISOString();
      await repo.update(row.id, { deletedBy: actor.id, deletedAt: now, updatedAt: now });
      await publishEvents(realtime, postEventList(channels, postEvents.deleted, row));
      return { postId, message: messages.posts.deleteSuccess };
    },
  };
  return service;

  async function authored(actor: SessionUser, postId: string): Promise<PostRow> {
    const row = await repo.byId(postId);
    if (!row) throw new NotFound(messages.posts.notFound);
    if (row.deletedAt) throw new Gone(messages.posts.deleted);
    if (row.createdBy !== actor.id) throw new NotAllowed(messages.posts.authorOnly);
    return row;
  }
}
