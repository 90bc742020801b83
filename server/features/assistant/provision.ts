import { randomUUID } from 'node:crypto';
import { TEST_PERSONA } from '@shared/assistant';
import { pairingEvents } from '@shared/api/pairings';
import { assistantCopy } from '@shared/copy/assistant';
import { ASSISTANT_NAME } from '@shared/copy/shell';
import { channel } from '@shared/realtime';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import type { AssistantTable } from '../../db/schema';
import type { Services } from '../../services';
import { insertGraphPost } from '../pairings/graph-posts';
import { orderedPair } from '../pairings/repo';
import { assistantRepo } from './repo';

/**
 * A user of its own kind (no account, never signs in) that stands for the assistant or the
 * test persona in its owner's relationship list: the other side of a connected pairing,
 * made in the caller's transaction.
 */
export async function createStandIn(
  trx: Db,
  services: Services,
  kind: 'assistant' | 'testUser',
  ownerId: string,
  now: string,
): Promise<[userId: string, pairingId: string]> {
  const id = randomUUID();
  const persona =
    kind === 'assistant'
      ? { firstName: ASSISTANT_NAME, lastName: '', headline: 'Your AI Assistant', bio: null, city: null }
      : TEST_PERSONA;
  await trx
    .insertInto('user')
    .values({
      id,
      name: `${persona.firstName} ${persona.lastName}`.trim(),
      email: `${kind === 'assistant' ? 'meg' : 'test'}-${id}@assistant.invalid`,
      emailVerified: services.dialect === 'postgres' ? false : 0,
      image: null,
      createdAt: now,
      updatedAt: now,
      firstName: persona.firstName,
      lastName: persona.lastName,
      avatar: null,
      headline: persona.headline,
      bio: persona.bio,
      profileAlias: `${kind === 'assistant' ? 'meg' : 'test'}-${id}`,
      phone: null,
      city: persona.city,
      state: null,
      country: null,
      userType: kind,
      status: 'active',
      meetingLink: null,
      calendarLink: null,
    })
    .execute();
  const pairingId = randomUUID();
  const [userId1, userId2] = orderedPair(ownerId, id);
  await trx
    .insertInto('pairing')
    .values({
      id: pairingId,
      userId1,
      userId2,
      status: 'connected',
      requestedBy: ownerId,
      source: 'assistant',
      lastSource: 'assistant',
      createdAt: now,
      connectedAt: now,
      // Far ahead of any activity would be a lie; the list puts these rows first by role instead.
      lastActivityAt: now,
    })
    .execute();
  return [id, pairingId];
}

/** After the commit: the owner's sockets join the new pairing and the list refreshes. */
export async function announcePairing(services: Services, ownerId: string, otherId: string, pairingId: string) {
  await services.realtime.grant(ownerId, channel.pair(pairingId));
  await services.realtime.publish(channel.user(ownerId), pairingEvents.accepted, {
    pairingId,
    acceptedBy: ownerId,
    userIds: [ownerId, otherId],
  });
}

/**
 * Every user has an assistant: made on first use (any assistant call), with Meg's stand-in
 * user and the assistant relationship. Two racing first calls make one (the loser re-reads).
 */
export async function ensureAssistant(services: Services, ownerId: string): Promise<AssistantTable> {
  const existing = await assistantRepo(services.db).byOwner(ownerId);
  if (existing) return existing;
  const now = new Date().toISOString();
  try {
    const row = await services.db.transaction().execute(async (trx) => {
      const [assistantUserId, pairingId] = await createStandIn(trx, services, 'assistant', ownerId, now);
      const created: AssistantTable = {
        ownerId,
        assistantUserId,
        pairingId,
        purpose: '',
        enabled: 0,
        role: '[]',
        tone: '[]',
        style: '[]',
        userGender: null,
        userValues: '[]',
        setupCompleted: 0,
        trained: 0,
        status: 'active',
        testUserId: null,
        testPairingId: null,
        lastSeenAt: null,
        awaySince: null,
        createdAt: now,
        updatedAt: now,
      };
      await assistantRepo(trx).insert(created);
      // A new user's first post: Meg's welcome in the assistant relationship (spec 3: welcome post).
      const owner = await trx.selectFrom('user').select('firstName').where('id', '=', ownerId).executeTakeFirst();
      await insertGraphPost(trx, {
        type: 'welcome',
        createdBy: assistantUserId,
        pairingId,
        now,
        content: assistantCopy.welcomePost(owner?.firstName ?? '', services.config.productName),
      });
      return created;
    });
    await announcePairing(services, ownerId, row.assistantUserId, row.pairingId);
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await assistantRepo(services.db).byOwner(ownerId);
    if (!raced) throw error;
    return raced;
  }
}
