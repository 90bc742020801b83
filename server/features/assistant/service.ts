import type {
  AssistantRecord,
  AssistantReplyDetail,
  EnableBody,
  PairingSettings,
  PairingSettingsPatch,
  SetupAnswers,
  SetupPatch,
  TrainAnswer,
  TrainBody,
} from '@shared/api/assistant';
import { SETUP_STEPS } from '@shared/assistant';
import { messages } from '@shared/messages';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import type { AssistantTable } from '../../db/schema';
import { subscriptionOf } from './billing/state';
import { publishAssistantUpdated } from './events';
import { ensureAssistant } from './provision';
import { toRecord, toSetupAnswers } from './record';
import { assistantRepo } from './repo';

const m = messages.assistant;

/** The assistant's rules: everything acts on the session user's own assistant. */
export function assistantService(services: Services) {
  const repo = assistantRepo(services.db);
  const now = () => new Date().toISOString();

  /** The actor's assistant, refusing an assistantId that is not theirs. */
  async function own(actor: SessionUser, assistantId?: string): Promise<AssistantTable> {
    const row = await ensureAssistant(services, actor.id);
    if (assistantId !== undefined && assistantId !== row.assistantUserId) throw new NotAllowed(m.notYours);
    return row;
  }

  async function record(row: AssistantTable): Promise<AssistantRecord> {
    return toRecord(row, (await subscriptionOf(services, row.ownerId)).subscribed);
  }

  async function changed(ownerId: string): Promise<AssistantTable> {
    await publishAssistantUpdated(services, ownerId);
    return (await repo.byOwner(ownerId)) as AssistantTable;
  }

  /** A relationship of the actor's (a connected or pending pairing they are in). */
  async function ownPairing(actor: SessionUser, pairingId: string) {
    const pairing = await services.db
      .selectFrom('pairing')
      .select(['id', 'userId1', 'userId2'])
      .where('id', '=', pairingId)
      .executeTakeFirst();
    if (!pairing || (pairing.userId1 !== actor.id && pairing.userId2 !== actor.id))
      throw new NotAllowed(m.notYourRelationship);
    return pairing;
  }

  return {
    own,
    async record(actor: SessionUser): Promise<AssistantRecord> {
      return record(await own(actor));
    },

    async setup(actor: SessionUser): Promise<SetupAnswers> {
      return toSetupAnswers(await own(actor));
    },

    async patchSetup(actor: SessionUser, body: SetupPatch): Promise<SetupAnswers> {
      await own(actor);
      const changes: Partial<AssistantTable> = { updatedAt: now() };
      for (const step of SETUP_STEPS) {
        const value = body[step];
        if (value === undefined) continue;
        if (step === 'userGender') changes.userGender = value as string;
        else changes[step] = JSON.stringify(value);
      }
      if (body.completed !== undefined) changes.setupCompleted = body.completed ? 1 : 0;
      await repo.update(actor.id, changes);
      return toSetupAnswers(await changed(actor.id));
    },

    async enabled(actor: SessionUser, assistantId: string): Promise<boolean> {
      return (await own(actor, assistantId)).enabled === 1;
    },

    async activated(actor: SessionUser): Promise<boolean> {
      await own(actor);
      return (await subscriptionOf(services, actor.id)).subscribed;
    },

    /** Toggles (or sets) the global switch; turning Meg on needs AI Pro. */
    async enable(actor: SessionUser, body: EnableBody): Promise<boolean> {
      const row = await own(actor, body.assistantId);
      const next = body.enabled ?? row.enabled !== 1;
      if (next && !(await subscriptionOf(services, actor.id)).subscribed) throw new NotAllowed(m.subscriptionRequired);
      if (next !== (row.enabled === 1)) await repo.update(actor.id, { enabled: next ? 1 : 0, updatedAt: now() });
      return (await changed(actor.id)).enabled === 1;
    },

    /** The owner's own away switch (the open-socket rule still applies when it is off). */
    async setAway(actor: SessionUser, away: boolean): Promise<AssistantRecord> {
      const row = await own(actor);
      if (away !== (row.awaySince !== null)) {
        await repo.update(actor.id, { awaySince: away ? now() : null, updatedAt: now() });
      }
      return record(await changed(actor.id));
    },

    async train(actor: SessionUser, body: TrainBody): Promise<TrainAnswer> {
      await own(actor, body.assistantId);
      await repo.update(actor.id, { purpose: body.purpose, trained: body.purpose ? 1 : 0, updatedAt: now() });
      const row = await changed(actor.id);
      return { purpose: row.purpose, trained: row.trained === 1, message: m.trained };
    },

    async pairingSettings(actor: SessionUser, assistantId: string, pairingId: string): Promise<PairingSettings> {
      const row = await own(actor, assistantId);
      await ownPairing(actor, pairingId);
      const setting = await repo.setting(actor.id, pairingId);
      return {
        instructions: setting?.instructions ?? '',
        enabled: setting ? setting.enabled === 1 : true,
        assistantId: row.assistantUserId,
        userId: actor.id,
        pairingId,
      };
    },

    async patchPairingSettings(actor: SessionUser, body: PairingSettingsPatch): Promise<PairingSettings> {
      const row = await own(actor, body.assistantId);
      await ownPairing(actor, body.pairingId);
      const setting = await repo.setting(actor.id, body.pairingId);
      const next = {
        ownerId: actor.id,
        pairingId: body.pairingId,
        instructions: body.instructions ?? setting?.instructions ?? '',
        enabled: (body.enabled ?? (setting ? setting.enabled === 1 : true)) ? 1 : 0,
        updatedAt: now(),
      };
      await repo.saveSetting(next);
      // Instructions count as training (spec 3 §4.4: saving the prompts marks the assistant trained).
      if (next.instructions && row.trained !== 1) await repo.update(actor.id, { trained: 1, updatedAt: now() });
      if (next.instructions && row.trained !== 1) await publishAssistantUpdated(services, actor.id);
      return {
        instructions: next.instructions,
        enabled: next.enabled === 1,
        assistantId: row.assistantUserId,
        userId: actor.id,
        pairingId: body.pairingId,
      };
    },

    /** What Meg answered and from what: the owner only. */
    async reply(actor: SessionUser, postId: string): Promise<AssistantReplyDetail> {
      const reply = await repo.replyByPost(postId);
      if (!reply || reply.ownerId !== actor.id) throw new NotFound(m.replyNotFound);
      return toReplyDetail(reply);
    },
  };
}

export function toReplyDetail(reply: import('../../db/schema').AssistantReplyTable): AssistantReplyDetail {
  return {
    postId: reply.replyPostId ?? '',
    inReplyToPostId: reply.inReplyToPostId,
    question: reply.question,
    askedBy: reply.askedBy,
    kind: reply.kind ?? 'holding',
    sources: JSON.parse(reply.sources),
    engine: reply.engine ?? '',
    pairingId: reply.pairingId,
    groupId: reply.groupId,
    createdAt: reply.createdAt,
  };
}
