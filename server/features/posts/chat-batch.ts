import { randomUUID } from 'node:crypto';
import type { CreatePostBody, Post } from '@shared/api/posts';
import { ASSISTANT_META } from '@shared/assistant';
import { messages } from '@shared/messages';
import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/rules';
import type { CompiledQuery } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { type BatchItem, WriteBatcher } from '../../db/write-batcher';
import { sendLater } from '../../db/write-behind';
import { Conflict } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { type Audience, groupAudience, pairingAudience, pairingMatches } from './audience';
import { ChatFacts, checkFacts, type KnownFacts, type Sender } from './chat-facts';
import type { AuthorRow } from './hydrate';
import { postRepo } from './repo';
import { authorCards, draftPost, type PostDraft, writePosts } from './write';

/**
 * Chat messages written together (issue 32): the plain chat POSTs that arrive while a batch is
 * being written are checked with one read per kind (memberships, relationships, authors' cards,
 * repeated keys, taken ids) and written in one transaction with one statement per table
 * (write.ts), instead of a transaction each.
 *
 * On PostgreSQL a chat POST alone made six round trips, each costing the server more CPU than
 * the bare insert it is measured against (bench/chat-write.ts); a batch of ten makes about as
 * many as one did. A lone message is written on the next turn of the event loop, as before.
 *
 * Each message gets the answer it would get alone: a stranger's 403, a taken id's 409, a
 * repeated key's first post. When the batch's transaction fails (a key or id racing a request
 * of the same batch, a group deleted meanwhile), nothing of it was written, and each of its
 * messages is written alone, in order, where its own failure is its own answer.
 */
export type ChatInput = { actor: SessionUser; body: CreatePostBody; key: string | undefined };

/** The post service's own paths, for what a batch does not write itself. */
export type ChatBatchFallback = {
  /** Writes the message in a transaction of its own (service.createAlone). */
  alone(input: ChatInput): Promise<Post>;
  /** The post a repeated key names, as the author may see it now (service.byId). */
  stored(actor: SessionUser, postId: string): Promise<Post>;
};

/** Messages per batch, at most (as many as group commit takes into one SQLite commit). */
export const MAX_CHAT_BATCH = 64;

/** A chat message of text (and meta, as the web app's carries its audience), to one group or one relationship. */
export function isBatchableChat(body: CreatePostBody): boolean {
  if (body.type !== 'chat' || body.attachments.length || body.referencePostId) return false;
  // Meg's mark is refused on the service's own path (only her reply job may set it).
  if (body.postMeta.some((m) => m.name === ASSISTANT_META.response)) return false;
  if (body.nonRegisteredUsers.length) return false;
  return body.groupsToShareWith.length === 1 || (!body.groupsToShareWith.length && body.usersToShareWith.length > 0);
}

const batches = new WeakMap<Services, WriteBatcher<ChatInput, Post>>();

/** The process's chat batch for these services. */
export function chatBatch(services: Services, fallback: ChatBatchFallback): WriteBatcher<ChatInput, Post> {
  let batch = batches.get(services);
  if (!batch) {
    batch = new WriteBatcher<ChatInput, Post>({
      max: MAX_CHAT_BATCH,
      handOver: () => services.database.handOver(),
      run: (items) => writeBatch(services, fallback, items),
    });
    batches.set(services, batch);
  }
  return batch;
}

/** Batches written and messages in them, for the bench and tests (null before the first message). */
export function chatBatchStats(services: Services): { batches: number; items: number; largest: number } | null {
  const stats = batches.get(services)?.stats;
  return stats ? { ...stats } : null;
}

// The batch's reads: supersets (every listed group with every listed author), matched below.
const membersOf = compiledOnce((db, groupIds: readonly string[], userIds: readonly string[]) =>
  db
    .selectFrom('group_member')
    .leftJoin('job_applicant', (join) =>
      join
        .onRef('job_applicant.groupId', '=', 'group_member.groupId')
        .onRef('job_applicant.userId', '=', 'group_member.userId'),
    )
    .select(['group_member.groupId', 'group_member.userId', 'job_applicant.status', 'job_applicant.aiEnabled'])
    .where('group_member.groupId', 'in', [...groupIds])
    .where('group_member.userId', 'in', [...userIds]),
);
const pairingsOf = compiledOnce((db, authorIds: readonly string[], ids: readonly string[]) =>
  db
    .selectFrom('pairing')
    .select(['id', 'userId1', 'userId2'])
    .where('status', '=', 'connected')
    .where((eb) => eb.or([eb('userId1', 'in', [...authorIds]), eb('userId2', 'in', [...authorIds])]))
    .where((eb) => eb.or([eb('id', 'in', [...ids]), eb('userId1', 'in', [...ids]), eb('userId2', 'in', [...ids])])),
);
const keysOf = compiledOnce((db, userIds: readonly string[], keys: readonly string[], since: string) =>
  db
    .selectFrom('idempotency_key')
    .select(['userId', 'key', 'response'])
    .where('userId', 'in', [...userIds])
    .where('key', 'in', [...keys])
    .where('createdAt', '>', since),
);

const unique = (values: (string | undefined | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The one person or pairing a relationship chat names (the author aside), if it names exactly one. */
function namedOne({ actor, body }: ChatInput): string | undefined {
  const ids = unique(body.usersToShareWith).filter((id) => id !== actor.id);
  return ids.length === 1 ? ids[0] : undefined;
}

/** What every message of the batch needs read, one query per kind, made in parallel. */
async function readAll(db: Db, inputs: ChatInput[]) {
  const authorIds = unique(inputs.map((i) => i.actor.id));
  const groupIds = unique(inputs.map((i) => i.body.groupsToShareWith[0]));
  const named = unique(inputs.map((i) => (i.body.groupsToShareWith.length ? undefined : namedOne(i))));
  const keyed = inputs.filter((i) => i.key);
  const postIds = unique(inputs.map((i) => i.body.postId));
  const since = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const [members, pairings, authors, keys, taken] = await Promise.all([
    groupIds.length ? membersOf(db, groupIds, authorIds) : [],
    named.length ? pairingsOf(db, authorIds, named) : [],
    authorCards(db, authorIds),
    keyed.length ? keysOf(db, unique(keyed.map((i) => i.actor.id)), unique(keyed.map((i) => i.key)), since) : [],
    postIds.length ? postRepo(db).byIds(postIds) : [],
  ]);
  return { members, pairings, authors, keys, taken: new Set(taken.map((p) => p.id)) };
}

type Read = Awaited<ReturnType<typeof readAll>>;

/** The message's audience as resolveAudience (audience.ts) would find it, from the batch's reads. */
function audienceOf(input: ChatInput, read: Read): Audience | undefined {
  const { actor, body } = input;
  const groupId = body.groupsToShareWith[0];
  if (groupId) {
    const member = read.members.find((m) => m.groupId === groupId && m.userId === actor.id);
    return groupAudience(groupId, member, []);
  }
  const id = namedOne(input);
  // Not one person: the service's own path answers with the right error.
  if (!id) return undefined;
  return pairingAudience(
    actor.id,
    read.pairings.find((p) => pairingMatches(p, actor.id, id)),
  );
}

const factsBy = new WeakMap<Services, ChatFacts>();

/** The process's chat facts for these services (chat-facts.ts). */
export function chatFactsOf(services: Services): ChatFacts {
  let facts = factsBy.get(services);
  if (!facts) {
    facts = new ChatFacts();
    factsBy.set(services, facts);
  }
  return facts;
}

const sendersOf = (inputs: ChatInput[]): Sender[] =>
  inputs.map((input) => ({
    authorId: input.actor.id,
    groupId: input.body.groupsToShareWith[0] ?? null,
    named: input.body.groupsToShareWith.length ? null : (namedOne(input) ?? null),
  }));

type Drafted = { item: BatchItem<ChatInput, Post>; draft: PostDraft }[];

async function writeBatch(
  services: Services,
  fallback: ChatBatchFallback,
  items: BatchItem<ChatInput, Post>[],
): Promise<void> {
  const inputs = items.map((item) => item.input);
  const senders = sendersOf(inputs);
  const facts = chatFactsOf(services);
  const known = facts.known(senders);
  if (known) {
    facts.stats.known++;
    if (await writeKnown(services, items, known)) return;
    facts.stats.changed++;
    // A fact changed (or a key or id was taken): nothing was written; read, and write again.
    facts.forget(senders);
  }
  const read = await readAll(services.db, inputs);
  facts.remember(senders, read);
  const answering: Promise<void>[] = [];
  const answer = (item: BatchItem<ChatInput, Post>, post: Promise<Post>) =>
    answering.push(post.then(item.resolve, item.reject));
  const drafts: Drafted = [];
  for (const item of items) {
    const { actor, body, key } = item.input;
    try {
      const stored = key ? read.keys.find((k) => k.userId === actor.id && k.key === key) : undefined;
      if (stored) {
        answer(item, fallback.stored(actor, (JSON.parse(stored.response) as Pick<Post, 'postId'>).postId));
        continue;
      }
      const audience = audienceOf(item.input, read);
      if (!audience) {
        answer(item, fallback.alone(item.input));
        continue;
      }
      if (body.postId && read.taken.has(body.postId)) throw new Conflict(messages.posts.idTaken);
      drafts.push({ item, draft: draftOf(item.input, audience) });
    } catch (error) {
      item.reject(error);
    }
  }
  if (drafts.length) {
    const written = await writeTogether(services, drafts, read.authors);
    if (written) await settle(drafts, written);
    // Nothing of the batch was written: each message alone gets its own answer, one after
    // another, so that of two racing for one id or key the first is written and the second told.
    else for (const { item } of drafts) await fallback.alone(item.input).then(item.resolve, item.reject);
  }
  await Promise.all(answering);
}

function draftOf(input: ChatInput, audience: Audience): PostDraft {
  const { actor, body, key } = input;
  const id = body.postId ?? randomUUID();
  return draftPost({ actor, body, key, audience, id, referencePostId: null, postMeta: body.postMeta });
}

/**
 * A batch whose senders' facts are known: written with the statement that checks them first,
 * no read before. False when it wrote nothing (a fact changed, or a key or id was taken); then
 * no message of it is answered yet.
 */
async function writeKnown(services: Services, items: BatchItem<ChatInput, Post>[], known: KnownFacts) {
  const read: Read = { ...known, keys: [], taken: new Set() };
  const drafts: Drafted = [];
  for (const item of items) {
    let audience: Audience | undefined;
    try {
      audience = audienceOf(item.input, read);
    } catch {
      return false;
    }
    if (!audience) return false;
    drafts.push({ item, draft: draftOf(item.input, audience) });
  }
  const check = checkFacts(services.database.writeBehind, services.dialect, known);
  const written = await writeTogether(services, drafts, known.authors, check);
  if (!written) return false;
  await settle(drafts, written);
  return true;
}

/** The drafts in one transaction (after `check`, when given); null when it failed and wrote nothing. */
async function writeTogether(
  services: Services,
  drafts: Drafted,
  authors: ReadonlyMap<string, AuthorRow>,
  check?: CompiledQuery,
): Promise<Awaited<ReturnType<typeof writePosts>> | null> {
  try {
    // Sent without waiting for each statement (db/write-behind.ts): on PostgreSQL the batch's
    // writes and COMMIT leave together, one round trip; nothing here reads a write's row count.
    return await services.database.writeBehind.transaction().execute(async (trx) => {
      // Its answer is not awaited: when a fact changed it fails the transaction, at COMMIT.
      if (check) await sendLater(trx, check);
      return writePosts(
        services,
        trx,
        drafts.map((d) => d.draft),
        authors,
      );
    });
  } catch {
    return null;
  }
}

/** Announces what was written and answers each message with its post. */
async function settle(drafts: Drafted, written: Awaited<ReturnType<typeof writePosts>>): Promise<void> {
  try {
    await written.staged.announce();
  } catch (error) {
    for (const { item } of drafts) item.reject(error);
    return;
  }
  drafts.forEach(({ item }, i) => {
    item.resolve(written.created[i] as Post);
  });
}
