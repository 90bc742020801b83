import {
  type InboxSignal,
  type JoinAnswer,
  type MediaState,
  type MeetMediaEvent,
  MEETING_MAX_PEERS,
  MEETING_PEER_TTL_MS,
  type MeetingInfo,
  type MeetSignalEvent,
  meetChannel,
  meetEvents,
  SENDING_EVERYTHING,
  type Signal,
} from '@shared/api/meet';
import { messages } from '@shared/messages';
import { Conflict, Gone, NotAllowed, NotFound } from '../../errors';
import type { Services } from '../../services';
import { canView } from '../posts/visibility';
import { meetingRepo } from './repo';
import { turnCredentials } from './turn-credentials';

/**
 * Meetings: who may be in one (whoever may read its meeting post: spec 2 §6 keeps meetings
 * off Public), the mesh limit, presence and the relay of WebRTC signals between two peers of
 * the same meeting. Every call checks the post's visibility for the session user.
 */
export function meetingService(services: Services) {
  const { db, realtime, config } = services;
  const repo = meetingRepo(db);

  async function meeting(userId: string, postId: string) {
    const post = await repo.meetingPost(postId);
    if (!post) throw new NotFound(messages.generic.notFound);
    if (!(await canView(db, userId, postId, { includeDeleted: true }))) throw new NotAllowed(messages.meet.notInvited);
    if (post.deletedAt) throw new Gone(messages.posts.deleted);
    if (post.type !== 'meeting') throw new NotFound(messages.meet.notAMeeting);
    return post;
  }

  /** The caller's own peer in this meeting, or 403. */
  async function ownPeer(userId: string, postId: string, peerId: string) {
    const peer = await repo.peer(peerId);
    if (!peer || peer.postId !== postId) throw new Conflict(messages.meet.notJoined);
    if (peer.userId !== userId) throw new NotAllowed(messages.meet.peerTaken);
    return peer;
  }

  async function announceLeft(postId: string, peerIds: string[]) {
    for (const peerId of peerIds)
      await realtime.publishEphemeral(meetChannel(postId), meetEvents.left, { postId, peerId });
  }

  /** Keeps a peer's state and, when it changed, tells the meeting. */
  async function storeMedia(postId: string, peerId: string, media: MediaState) {
    if (!(await repo.setMedia(peerId, media))) return;
    const event: MeetMediaEvent = { postId, peerId, media };
    await realtime.publishEphemeral(meetChannel(postId), meetEvents.media, event);
  }

  return {
    async info(userId: string, postId: string): Promise<MeetingInfo> {
      const post = await meeting(userId, postId);
      return {
        postId,
        hostId: post.createdBy,
        hostName: `${post.firstName ?? ''} ${post.lastName ?? ''}`.trim() || post.email,
        isHost: post.createdBy === userId,
        startsAt: new Date(post.createdAt).toISOString(),
        maxPeers: MEETING_MAX_PEERS,
        iceServers: [
          ...config.meetings.iceServers,
          ...(config.meetings.turn ? [turnCredentials(config.meetings.turn, userId)].filter((s) => s !== null) : []),
        ],
      };
    },

    /**
     * Enters the meeting (or, for a peer already in, keeps it alive: the page's heartbeat).
     * Answers the others, whom the newcomer calls; a fifth peer is refused (409).
     */
    async join(userId: string, postId: string, peerId: string, media?: MediaState): Promise<JoinAnswer> {
      await meeting(userId, postId);
      const now = Date.now();
      await announceLeft(postId, await repo.dropStale(postId, now - MEETING_PEER_TTL_MS));
      const existing = await repo.peer(peerId);
      if (existing && (existing.userId !== userId || existing.postId !== postId))
        throw new NotAllowed(messages.meet.peerTaken);
      const peers = await repo.peers(postId);
      const others = peers.filter((p) => p.peerId !== peerId);
      if (existing) {
        await repo.touch(peerId, now);
        if (media) await storeMedia(postId, peerId, media);
        return { peers: others };
      }
      if (others.length >= MEETING_MAX_PEERS) throw new Conflict(messages.meet.full(MEETING_MAX_PEERS));
      await repo.addPeer(postId, peerId, userId, media ?? SENDING_EVERYTHING, now);
      const self = (await repo.peers(postId)).find((p) => p.peerId === peerId);
      await realtime.publishEphemeral(meetChannel(postId), meetEvents.joined, { postId, ...self });
      return { peers: others };
    },

    async leave(userId: string, postId: string, peerId: string): Promise<void> {
      await meeting(userId, postId);
      const peer = await repo.peer(peerId);
      if (!peer || peer.postId !== postId) return;
      if (peer.userId !== userId) throw new NotAllowed(messages.meet.peerTaken);
      await repo.removePeer(peerId);
      await announceLeft(postId, [peerId]);
    },

    /**
     * The caller's peer muted, turned its camera off or on, or shared its screen: stored with
     * its presence (the join answer carries it to newcomers) and told to the others at once.
     */
    async setMedia(userId: string, postId: string, peerId: string, media: MediaState): Promise<void> {
      await meeting(userId, postId);
      await ownPeer(userId, postId, peerId);
      await storeMedia(postId, peerId, media);
    },

    /** Queues signals for one peer of the same meeting and tells that peer's page to read them. */
    async signal(userId: string, postId: string, from: string, to: string, signals: Signal[]): Promise<void> {
      await meeting(userId, postId);
      await ownPeer(userId, postId, from);
      const target = await repo.peer(to);
      if (!target || target.postId !== postId) throw new NotFound(messages.meet.notJoined);
      await repo.addSignals(postId, from, to, signals, Date.now());
      const event: MeetSignalEvent = { postId, to };
      await realtime.publishEphemeral(meetChannel(postId), meetEvents.signal, event);
    },

    /** The signals waiting for the caller's own peer (read once). */
    async inbox(userId: string, postId: string, peerId: string): Promise<InboxSignal[]> {
      await meeting(userId, postId);
      await ownPeer(userId, postId, peerId);
      return repo.drain(peerId);
    },

    /** The `meet:{postId}` channel: the post's readers, when it is a meeting. */
    async canRead(userId: string, postId: string): Promise<boolean> {
      const post = await repo.meetingPost(postId);
      if (post?.type !== 'meeting' || post.deletedAt) return false;
      return canView(db, userId, postId);
    },
  };
}
