import { type Post, type PostEventData, postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import type { Db } from '../../db/database';
import type { PostTable } from '../../db/schema';
import { hydratePosts } from './hydrate';
import type { FileSigner } from './attachment-links';
import type { Realtime, StageEvent } from '../../realtime';
import { type PostRow, postRepo } from './repo';

type Target = Pick<PostTable, 'id' | 'createdBy' | 'visibility' | 'groupId' | 'pairingId'>;
export type PostEvent = (typeof postEvents)[keyof typeof postEvents];

/**
 * The channels that may hear of a post, by the same rule as visibility.ts: its group's or
 * pairing's channel; the user channels of its author and of the people it names; else
 * (relationship-wide and public) the author's audience channel, one event for them all.
 */
export async function channelsOf(db: Db, post: Target): Promise<string[]> {
  if (post.groupId) return [channel.group(post.groupId)];
  if (post.pairingId) return [channel.pair(post.pairingId)];
  if (post.visibility !== 'SPECIFIC_PEOPLE') return [channel.audience(post.createdBy)];
  const readers = (await postRepo(db).audienceOf(post.id)).map((r) => r.userId);
  return [...new Set([post.createdBy, ...readers])].map((userId) => channel.user(userId));
}

export function eventData(post: Target): PostEventData {
  return {
    postId: post.id,
    ...(post.groupId ? { groupId: post.groupId } : {}),
    ...(post.pairingId ? { pairingId: post.pairingId } : {}),
  };
}

/**
 * The post as every reader of its channels sees it: hydrated once, for no viewer in
 * particular (likes counted, `isLikedByRequestedUser` false). Null for a reshare whose
 * original the signed-out view hides: whether a reader sees it depends on the reader.
 */
export async function readersView(db: Db, signer: FileSigner, row: PostRow): Promise<Post | null> {
  const [post] = await hydratePosts(db, signer, null, [row]);
  return post && !isViewerDependent(post) ? post : null;
}

/** A post hydrated for its author serves as the readers' view when nothing in it depends on the viewer. */
export function isViewerDependent(post: Post): boolean {
  return post.isLikedByRequestedUser || (!!post.referencePost && 'restricted' in post.referencePost);
}

/**
 * The event on every channel that may hear of the post, and (not for post.created) on the
 * post's own channel. History gets ids; `live` adds the readers' view on `liveChannels`
 * (all by default). The post channel's sockets were checked when they subscribed, not since:
 * it carries the text only while the post is PUBLIC (anyone may read it); otherwise those
 * readers hear it on the channels above too, and strangers left over get ids.
 */
export function postEventList(
  channels: string[],
  event: PostEvent,
  target: Target,
  post: Post | null = null,
  liveChannels: ReadonlySet<string> = new Set(channels),
): StageEvent[] {
  const data = eventData(target);
  const live = post ? { ...data, post } : undefined;
  const list: StageEvent[] = channels.map((name) => ({
    channel: name,
    event,
    data,
    ...(live && liveChannels.has(name) ? { live } : {}),
  }));
  if (event !== postEvents.created)
    list.push({ channel: channel.post(target.id), event, data, ...(live && isPublic(target) ? { live } : {}) });
  return list;
}

/** Whether anyone, signed in or not, may read the post now (visibility.ts). */
export const isPublic = (post: Pick<PostTable, 'visibility' | 'groupId' | 'pairingId'>) =>
  post.visibility === 'PUBLIC' && !post.groupId && !post.pairingId;

/**
 * post.updated with the post as it is now. `before` is the audience it had (an edit may
 * narrow it): those channels hear of the change by id only and read, which the rule refuses.
 */
export async function publishPostUpdated(
  deps: { db: Db; storage: FileSigner; realtime: Realtime },
  postId: string,
  before?: Target,
): Promise<void> {
  const row = await postRepo(deps.db).byId(postId);
  if (!row) return;
  const readers = await channelsOf(deps.db, row);
  const channels = before ? [...new Set([...(await channelsOf(deps.db, before)), ...readers])] : readers;
  const view = row.deletedAt ? null : await readersView(deps.db, deps.storage, row);
  await publishEvents(deps.realtime, postEventList(channels, postEvents.updated, row, view, new Set(readers)));
}

/** Publishes the events in order (after a commit); each keeps `data` in history and sends `live`. */
export async function publishEvents(realtime: Realtime, events: StageEvent[]): Promise<void> {
  for (const e of events)
    await realtime.publish(e.channel, e.event, e.data, e.live !== undefined ? { live: e.live } : undefined);
}

/**
 * The readers' views of posts the server wrote (connections, groups), by id, in one hydration:
 * their post.created frames carry them like any other post's.
 */
export async function newPostViews(
  deps: { db: Db; storage: FileSigner },
  postIds: (string | null | undefined)[],
): Promise<Map<string, Post>> {
  const ids = [...new Set(postIds.filter((id): id is string => !!id))];
  if (!ids.length) return new Map();
  const rows = (await postRepo(deps.db).byIds(ids)) as PostRow[];
  const posts = await hydratePosts(deps.db, deps.storage, null, rows);
  return new Map(posts.filter((post) => !isViewerDependent(post)).map((post) => [post.postId, post]));
}

/** The `live` option of a post.created publish: its ids plus the post, when there is one. */
export function postCreatedLive(data: PostEventData, post: Post | undefined): { live: PostEventData } | undefined {
  return post ? { live: { ...data, post } } : undefined;
}
