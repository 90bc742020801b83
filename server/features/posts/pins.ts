import { type PinAnswer, postEvents } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { Gone, Invalid, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { RealtimeEffects } from '../../realtime/effects';
import { orderedPair } from '../users/ordered-pair';
import { type PostRow, postRepo } from './repo';
import { eventData } from './targets';
import { canView } from './visibility';

type PinTarget = { postId: string; targetId: string; targetKind: 'Group' | 'Pairing' };
type UnreadTarget = { postId: string; groupId?: string; relationshipId?: string };

/** Pins (per group or pairing, any member) and marks as unread (not own, not pinned posts). */
export function pinService(services: Services) {
  const { db, realtime } = services;
  const repo = postRepo(db);

  /** The post, visible to the actor: 404, 410 or 403 with the spec's notices otherwise. */
  async function visiblePost(actor: SessionUser, postId: string): Promise<PostRow> {
    const row = await repo.byId(postId);
    if (!row) throw new NotFound(messages.posts.notFound);
    if (row.deletedAt) throw new Gone(messages.posts.deleted);
    if (!(await canView(db, actor.id, postId))) throw new NotAllowed(messages.posts.restricted);
    return row;
  }

  /** The pairing named by its id or by the other person's id, when the actor is in it. */
  async function actorsPairingId(actor: SessionUser, relationshipId: string): Promise<string | null> {
    const [userId1, userId2] = orderedPair(actor.id, relationshipId);
    const pairing = await db
      .selectFrom('pairing')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('id', '=', relationshipId), eb.or([eb('userId1', '=', actor.id), eb('userId2', '=', actor.id)])]),
          eb.and([eb('userId1', '=', userId1), eb('userId2', '=', userId2)]),
        ]),
      )
      .executeTakeFirst();
    return pairing?.id ?? null;
  }

  return {
    /** POST /post/pin: toggles the pin of a post in its group or pairing. */
    async togglePin(actor: SessionUser, target: PinTarget): Promise<PinAnswer & { message: string }> {
      const row = await visiblePost(actor, target.postId);
      const inTarget = target.targetKind === 'Group' ? row.groupId : row.pairingId;
      if (inTarget !== target.targetId) throw new NotAllowed(messages.posts.notInTarget);
      const where = { postId: row.id, targetKind: target.targetKind, targetId: target.targetId };
      const pinned = await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('post_pin')
          .where('postId', '=', where.postId)
          .where('targetKind', '=', where.targetKind)
          .where('targetId', '=', where.targetId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) return false;
        await trx
          .insertInto('post_pin')
          .values({ ...where, pinnedBy: actor.id, pinnedAt: new Date().toISOString() })
          .execute();
        return true;
      });
      const event = pinned ? postEvents.pinned : postEvents.unpinned;
      const name = target.targetKind === 'Group' ? channel.group(target.targetId) : channel.pair(target.targetId);
      const data = eventData(row);
      await new RealtimeEffects().publish(name, event, data).publish(channel.post(row.id), event, data).apply(realtime);
      return { pinned, message: pinned ? messages.posts.pinned : messages.posts.unpinned };
    },

    /**
     * POST /post/unread: records the mark and moves the actor's last view of the group or
     * relationship to just before the post, so it and what followed count as unread.
     */
    async markUnread(actor: SessionUser, target: UnreadTarget): Promise<{ postId: string; message: string }> {
      const row = await visiblePost(actor, target.postId);
      const targetId =
        target.groupId ?? (target.relationshipId && (await actorsPairingId(actor, target.relationshipId)));
      const inTarget = target.groupId ? row.groupId : row.pairingId;
      if (!targetId || inTarget !== targetId) throw new NotAllowed(messages.posts.notInTarget);
      if (row.createdBy === actor.id) throw new Invalid(messages.posts.ownPostUnread);
      if (Number(row.pinned)) throw new Invalid(messages.posts.pinnedUnread);
      const now = new Date().toISOString();
      const before = new Date(new Date(row.createdAt).getTime() - 1).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('post_unread')
          .values({ userId: actor.id, postId: row.id, targetId, markedAt: now })
          .onConflict((oc) => oc.columns(['userId', 'postId']).doUpdateSet({ targetId, markedAt: now }))
          .execute();
        if (target.groupId)
          await trx
            .insertInto('group_view')
            .values({ groupId: targetId, userId: actor.id, viewedAt: before })
            .onConflict((oc) =>
              oc
                .columns(['groupId', 'userId'])
                .doUpdateSet({ viewedAt: before })
                .where('group_view.viewedAt', '>', before),
            )
            .execute();
        else
          await trx
            .insertInto('pairing_view')
            .values({ pairingId: targetId, userId: actor.id, viewedAt: before })
            .onConflict((oc) =>
              oc
                .columns(['pairingId', 'userId'])
                .doUpdateSet({ viewedAt: before })
                .where('pairing_view.viewedAt', '>', before),
            )
            .execute();
      });
      return { postId: row.id, message: messages.posts.markedUnread };
    },
  };
}
