import { randomUUID } from 'node:crypto';
import { ASSISTANT_META } from '@shared/assistant';
import { postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import type { SubscriptionStatus } from '@shared/assistant';
import type { Services } from '../../services';
import type { AssistantTable } from '../../db/schema';

/**
 * A post Meg writes in the assistant relationship, which only the owner (and Meg) can read:
 * the subscription notice (spec 3 §4.4, REACTIVATE ME NOW once expired), a guidance state, or a
 * note for the owner (what a contact asked that Meg could not answer). `pairingId` names another
 * relationship only the owner reads (test mode's); `id` makes a retried write find its post.
 */
export async function postToOwner(
  services: Services,
  assistant: AssistantTable,
  post: { type: 'subscription' | 'chat'; content: string | null; meta: Record<string, unknown> },
  where: { pairingId?: string; id?: string } = {},
): Promise<string> {
  const id = where.id ?? randomUUID();
  const pairingId = where.pairingId ?? assistant.pairingId;
  const now = new Date().toISOString();
  await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('post')
      .values({
        id,
        type: post.type,
        content: post.content,
        title: null,
        createdBy: assistant.assistantUserId,
        modifiedBy: null,
        visibility: 'SPECIFIC_PEOPLE',
        groupId: null,
        pairingId,
        referencePostId: null,
        status: 'published',
        isEdited: 0,
        deletedBy: null,
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      })
      .execute();
    const entries = Object.entries(post.meta);
    if (entries.length)
      await trx
        .insertInto('post_meta')
        .values(
          entries.map(([name, value], position) => ({ postId: id, position, name, value: JSON.stringify(value) })),
        )
        .execute();
    await trx.updateTable('pairing').set({ lastActivityAt: now }).where('id', '=', pairingId).execute();
  });
  await services.realtime.publish(channel.pair(pairingId), postEvents.created, { postId: id, pairingId });
  return id;
}

/** The subscription notice: a thank-you while active, the reactivation prompt once expired. */
export function postSubscriptionNotice(services: Services, assistant: AssistantTable, status: SubscriptionStatus) {
  return postToOwner(services, assistant, {
    type: 'subscription',
    content: null,
    meta: { [ASSISTANT_META.subscription]: { status } },
  });
}
