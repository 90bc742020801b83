import type { Db } from '../../db/database';
import type { InboxSignal, MediaState, MeetingPeer, Signal } from '@shared/api/meet';

const flags = (media: MediaState) => ({
  isMuted: media.isMuted ? 1 : 0,
  isCameraOff: media.isCameraOff ? 1 : 0,
  isSharing: media.isSharing ? 1 : 0,
});

let lastSeq = 0;
/** Increasing within this process, and in time order across processes (a sender posts in turn). */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

/** Meeting presence and signal inboxes (tables meeting_peer, meeting_signal). */
export function meetingRepo(db: Db) {
  return {
    async meetingPost(postId: string) {
      return db
        .selectFrom('post')
        .innerJoin('user', 'user.id', 'post.createdBy')
        .select(['post.id', 'post.type', 'post.createdBy', 'post.createdAt', 'post.deletedAt', 'post.content'])
        .select(['user.firstName', 'user.lastName', 'user.email'])
        .where('post.id', '=', postId)
        .executeTakeFirst();
    },

    /** Forgets peers whose page stopped calling (closed without leaving, lost network). */
    async dropStale(postId: string, olderThan: number): Promise<string[]> {
      const stale = await db
        .selectFrom('meeting_peer')
        .select('peerId')
        .where('postId', '=', postId)
        .where('seenAt', '<', olderThan)
        .execute();
      if (stale.length === 0) return [];
      const ids = stale.map((p) => p.peerId);
      await db.deleteFrom('meeting_peer').where('peerId', 'in', ids).execute();
      await db.deleteFrom('meeting_signal').where('toPeerId', 'in', ids).execute();
      return ids;
    },

    async peers(postId: string): Promise<MeetingPeer[]> {
      const rows = await db
        .selectFrom('meeting_peer')
        .innerJoin('user', 'user.id', 'meeting_peer.userId')
        .select(['meeting_peer.peerId', 'meeting_peer.userId', 'user.firstName', 'user.lastName', 'user.name'])
        .select(['meeting_peer.isMuted', 'meeting_peer.isCameraOff', 'meeting_peer.isSharing'])
        .where('meeting_peer.postId', '=', postId)
        .orderBy('meeting_peer.joinedAt')
        .orderBy('meeting_peer.peerId')
        .execute();
      return rows.map((r) => ({
        peerId: r.peerId,
        userId: r.userId,
        name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.name,
        media: {
          isMuted: Number(r.isMuted) === 1,
          isCameraOff: Number(r.isCameraOff) === 1,
          isSharing: Number(r.isSharing) === 1,
        },
      }));
    },

    async peer(peerId: string) {
      return db.selectFrom('meeting_peer').selectAll().where('peerId', '=', peerId).executeTakeFirst();
    },

    async addPeer(postId: string, peerId: string, userId: string, media: MediaState, now: number): Promise<void> {
      await db
        .insertInto('meeting_peer')
        .values({ peerId, postId, userId, joinedAt: now, seenAt: now, ...flags(media) })
        .execute();
    },

    /** Stores the peer's new state; true when it differed from the stored one. */
    async setMedia(peerId: string, media: MediaState): Promise<boolean> {
      const next = flags(media);
      const result = await db
        .updateTable('meeting_peer')
        .set(next)
        .where('peerId', '=', peerId)
        .where((eb) =>
          eb.or([
            eb('isMuted', '!=', next.isMuted),
            eb('isCameraOff', '!=', next.isCameraOff),
            eb('isSharing', '!=', next.isSharing),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async touch(peerId: string, now: number): Promise<void> {
      await db.updateTable('meeting_peer').set({ seenAt: now }).where('peerId', '=', peerId).execute();
    },

    async removePeer(peerId: string): Promise<void> {
      await db.deleteFrom('meeting_peer').where('peerId', '=', peerId).execute();
      await db.deleteFrom('meeting_signal').where('toPeerId', '=', peerId).execute();
    },

    async addSignals(postId: string, from: string, to: string, signals: Signal[], now: number): Promise<void> {
      await db
        .insertInto('meeting_signal')
        .values(
          signals.map((signal) => ({
            seq: nextSeq(),
            postId,
            toPeerId: to,
            fromPeerId: from,
            body: JSON.stringify(signal),
            createdAt: now,
          })),
        )
        .execute();
    },

    /** The peer's waiting signals, oldest first, removed as they are read. */
    async drain(peerId: string): Promise<InboxSignal[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('meeting_signal')
          .select(['seq', 'fromPeerId', 'body'])
          .where('toPeerId', '=', peerId)
          .orderBy('seq')
          .execute();
        if (rows.length === 0) return [];
        const last = rows[rows.length - 1]?.seq ?? 0;
        await trx.deleteFrom('meeting_signal').where('toPeerId', '=', peerId).where('seq', '<=', last).execute();
        return rows.map((r) => ({ from: r.fromPeerId, signal: JSON.parse(r.body) as Signal }));
      });
    },
  };
}
