import type { TestModeEndBody, TestModeEnded, TestModeStartBody, TestModeStarted } from '@shared/api/assistant';
import { pairingEvents } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { subscriptionOf } from './billing/state';
import { publishAssistantUpdated } from './events';
import { announcePairing, createStandIn } from './provision';
import { toRecord } from './record';
import { assistantRepo } from './repo';
import { assistantService } from './service';

const m = messages.assistant;

/**
 * Test mode (spec 2 §4): the fixed test persona (one per owner, role testUser) and its
 * relationship with the owner, who writes there as a contact would; Meg answers there as it
 * would for them. Switching off removes the persona and its relationship.
 */
export function testModeService(services: Services) {
  const repo = assistantRepo(services.db);

  return {
    async start(actor: SessionUser, body: TestModeStartBody): Promise<TestModeStarted> {
      const row = await assistantService(services).own(actor, body.assistantId);
      if (!(await subscriptionOf(services, actor.id)).subscribed) throw new NotAllowed(m.testModeNeedsSubscription);
      if (row.status === 'testMode' && row.testUserId && row.testPairingId)
        return {
          userId1: actor.id,
          userId2: row.testUserId,
          pairingId: row.testPairingId,
          assistant: toRecord(row, true),
        };
      const now = new Date().toISOString();
      const [testUserId, testPairingId] = await services.db.transaction().execute(async (trx) => {
        const made = await createStandIn(trx, services, 'testUser', actor.id, now);
        await assistantRepo(trx).update(actor.id, {
          status: 'testMode',
          testUserId: made[0],
          testPairingId: made[1],
          updatedAt: now,
        });
        return made;
      });
      await announcePairing(services, actor.id, testUserId, testPairingId);
      await publishAssistantUpdated(services, actor.id);
      const updated = await repo.byOwner(actor.id);
      return {
        userId1: actor.id,
        userId2: testUserId,
        pairingId: testPairingId,
        assistant: toRecord(updated ?? row, true),
      };
    },

    async end(actor: SessionUser, body: TestModeEndBody): Promise<TestModeEnded> {
      const row = await assistantService(services).own(actor, body.assistantId);
      if (!row.testUserId || row.testPairingId !== body.pairingId) throw new NotFound(m.testUserNotFound);
      const testUserId = row.testUserId;
      await services.db.transaction().execute(async (trx) => {
        await assistantRepo(trx).update(actor.id, {
          status: 'active',
          testUserId: null,
          testPairingId: null,
          updatedAt: new Date().toISOString(),
        });
        await trx.deleteFrom('pairing').where('id', '=', body.pairingId).execute();
        await trx.deleteFrom('user').where('id', '=', testUserId).execute();
      });
      // After the delete commits, so no instance caches the pairing's channel again (realtime/auto-channels).
      await services.realtime.revoke(actor.id, channel.pair(body.pairingId));
      await services.realtime.publish(channel.user(actor.id), pairingEvents.removed, {
        pairingId: body.pairingId,
        removedBy: actor.id,
        userIds: [actor.id, testUserId],
      });
      await publishAssistantUpdated(services, actor.id);
      const updated = await repo.byOwner(actor.id);
      const subscribed = (await subscriptionOf(services, actor.id)).subscribed;
      return { pairingId: body.pairingId, assistant: toRecord(updated ?? row, subscribed) };
    },
  };
}
