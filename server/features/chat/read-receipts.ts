import {
  type ChatReadBody,
  type ChatReadEvent,
  type ChatReadMarker,
  type ChatSettings,
  chatEvents,
} from '@shared/api/chat';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { assertPairingMember } from './membership';
import { chatRepo } from './repo';

const DEFAULT_SETTINGS: ChatSettings = { readReceipts: true };

/**
 * Read receipts in one-to-one chats. The reader's own marker is always recorded (it only
 * moves forward); the shared one, what the other may see, moves only while the reader has
 * receipts on, so reading done with them off is never revealed later. The other person's
 * shared marker is answered, and `chat.read` published on the pair channel, only while both
 * have receipts on (who hides theirs does not see the other's; the event reaches both sockets).
 */
export function readReceiptService(services: Services) {
  const { db, realtime } = services;
  const repo = chatRepo(db);

  async function receiptsOn(userIds: string[]): Promise<Map<string, boolean>> {
    const rows = await repo.settingsOf(userIds);
    return new Map(
      userIds.map((id) => {
        const stored = rows.find((r) => r.userId === id)?.readReceipts;
        return [id, stored === undefined ? DEFAULT_SETTINGS.readReceipts : stored === 1];
      }),
    );
  }

  return {
    /** POST /chat/read: the viewer's own marker after the call. */
    async markRead(actor: SessionUser, body: ChatReadBody): Promise<ChatReadMarker> {
      const { otherUserId } = await assertPairingMember(db, actor.id, body.pairingId);
      const post = await repo.post(body.postId);
      // A post elsewhere answers like a missing one: a member learns nothing about other chats.
      if (!post || post.pairingId !== body.pairingId || post.type !== 'chat' || post.deletedAt)
        throw new NotFound(messages.posts.notFound);
      const on = await receiptsOn([actor.id, otherUserId]);
      const readAt = new Date().toISOString();
      const marker = {
        pairingId: body.pairingId,
        userId: actor.id,
        postId: post.id,
        postCreatedAt: post.createdAt,
        readAt,
      };
      const isShared = await db.transaction().execute(async (trx) => {
        const tx = chatRepo(trx);
        await tx.advanceRead({ ...marker, scope: 'own' });
        return on.get(actor.id) === true && (await tx.advanceRead({ ...marker, scope: 'shared' }));
      });
      if (isShared && on.get(otherUserId)) {
        const event: ChatReadEvent = { pairingId: body.pairingId, userId: actor.id, postId: post.id, readAt };
        await realtime.publish(channel.pair(body.pairingId), chatEvents.read, event);
      }
      const own = await repo.readMarker(body.pairingId, actor.id, 'own');
      if (!own) throw new NotFound(messages.posts.notFound);
      return own;
    },

    /** GET /chat/read: the other member's marker, or null. */
    async otherRead(actor: SessionUser, pairingId: string): Promise<ChatReadMarker | null> {
      const { otherUserId } = await assertPairingMember(db, actor.id, pairingId);
      const on = await receiptsOn([actor.id, otherUserId]);
      if (!on.get(actor.id) || !on.get(otherUserId)) return null;
      return (await repo.readMarker(pairingId, otherUserId, 'shared')) ?? null;
    },

    async settings(actor: SessionUser): Promise<ChatSettings> {
      return { readReceipts: (await receiptsOn([actor.id])).get(actor.id) ?? DEFAULT_SETTINGS.readReceipts };
    },

    /** PATCH /chat/settings: the user's other devices hear `chat.settings.updated`. */
    async updateSettings(actor: SessionUser, readReceipts: boolean): Promise<ChatSettings> {
      await repo.upsertSettings(actor.id, readReceipts ? 1 : 0);
      const settings: ChatSettings = { readReceipts };
      await realtime.publish(channel.user(actor.id), chatEvents.settingsUpdated, settings);
      return settings;
    },
  };
}
