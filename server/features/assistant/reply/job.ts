import { type AssistantActivityEvent, assistantEvents } from '@shared/api/assistant';
import { TEST_PERSONA } from '@shared/assistant';
import { ASSISTANT_NAME } from '@shared/copy/shell';
import { assistantCopy } from '@shared/copy/assistant';
import { channel } from '@shared/realtime';
import type { AssistantReplyTable, AssistantTable } from '../../../db/schema';
import type { Services } from '../../../services';
import { type Answer, answerQuestion } from '../../knowledge';
import { postToOwner } from '../assistant-posts';
import { toVoice } from '../record';
import { assistantRepo } from '../repo';
import { toReplyDetail } from '../service';
import { decide } from './eligibility';
import { postReply, replyPostIdFor } from './post-reply';
import { type Message, replyRepo } from './repo';
import { postSilenceNote } from './silence-note';
import { ASSISTANT_REPLY_JOB, type AssistantReplyJob } from './trigger';

/** Earlier messages of the conversation the engine sees. */
const RECENT_MESSAGES = 6;

/**
 * The reply job: decides, claims the message (one reply per message and owner, whatever the
 * retries), shows '{Meg} is typing', answers from what the owner gave Meg, and posts the
 * reply unless the owner answered first. The owner is told what Meg used, or what was asked.
 */
export async function replyToMessage(services: Services, payload: AssistantReplyJob): Promise<void> {
  const message = await replyRepo(services.db).message(payload.postId);
  if (!message || message.deletedAt || !message.content?.trim()) return;
  const assistant = await assistantRepo(services.db).byOwner(payload.ownerId);
  if (!assistant) return;
  const decision = await decide(services, assistant, message);
  if (decision.action === 'recheck' && !payload.recheck)
    await services.queue.enqueue<AssistantReplyJob>(
      ASSISTANT_REPLY_JOB,
      { ...payload, recheck: true },
      { runAt: decision.at },
    );
  if (decision.action === 'skip' && decision.isTest)
    return postSilenceNote(services, assistant, message, decision.silence);
  if (decision.action !== 'reply') return;
  if (!(await claim(services, assistant, message))) return;
  await answerAndPost(services, assistant, message, decision.isTest);
}

/** True when this run owns the message: it inserted the claim, or resumes its own unfinished one. */
async function claim(services: Services, assistant: AssistantTable, message: Message): Promise<boolean> {
  const repo = assistantRepo(services.db);
  const now = new Date().toISOString();
  const claimed = await repo.claimReply({
    inReplyToPostId: message.id,
    ownerId: assistant.ownerId,
    status: 'pending',
    replyPostId: null,
    kind: null,
    sources: '[]',
    question: message.content ?? '',
    askedBy: message.createdBy,
    engine: null,
    pairingId: message.pairingId,
    groupId: message.groupId,
    createdAt: now,
    updatedAt: now,
  });
  if (claimed) return true;
  return (await repo.reply(message.id, assistant.ownerId))?.status === 'pending';
}

async function answerAndPost(services: Services, assistant: AssistantTable, message: Message, isTest: boolean) {
  const repo = assistantRepo(services.db);
  const conversation = message.pairingId ? channel.pair(message.pairingId) : channel.group(message.groupId ?? '');
  const activity = (state: AssistantActivityEvent['state'], postId?: string): AssistantActivityEvent => ({
    state,
    assistantId: assistant.assistantUserId,
    ownerUserId: assistant.ownerId,
    name: ASSISTANT_NAME,
    inReplyToPostId: message.id,
    ...(message.pairingId ? { pairingId: message.pairingId } : { groupId: message.groupId ?? '' }),
    ...(postId ? { postId } : {}),
  });
  const finish = (status: AssistantReplyTable['status'], changes: Partial<AssistantReplyTable> = {}) =>
    repo.updateReply(message.id, assistant.ownerId, { status, ...changes, updatedAt: new Date().toISOString() });

  await services.realtime.publishEphemeral(conversation, assistantEvents.replyPending, activity('pending'));
  const people = replyRepo(services.db);
  const [owner, asker] = await Promise.all([people.actor(assistant.ownerId), people.actor(message.createdBy)]);
  const askerName = isTest ? TEST_PERSONA.firstName : (asker?.firstName ?? '');
  let answer: Answer;
  try {
    if (!owner) throw new Error('the owner is gone');
    answer = await answerQuestion(services, {
      ownerUserId: assistant.ownerId,
      ownerFirstName: owner.firstName,
      askerFirstName: askerName,
      question: message.content ?? '',
      recentMessages: await recentMessages(services, assistant, message, isTest),
      purpose: assistant.purpose,
      instructions: message.pairingId
        ? ((await repo.setting(assistant.ownerId, message.pairingId))?.instructions ?? '')
        : '',
      voice: toVoice(assistant),
    });
  } catch (error) {
    services.logger.error({ err: error, postId: message.id }, 'assistant: no answer');
    await finish('failed');
    await services.realtime.publish(conversation, assistantEvents.replyError, activity('error'));
    return;
  }

  // The owner answered while Meg was thinking: Meg stays quiet (test mode: the owner is the asker).
  if (!isTest && (await people.ownerAnsweredSince(assistant.ownerId, message))) {
    await finish('cancelled');
    await services.realtime.publish(conversation, assistantEvents.replyCompleted, activity('completed'));
    return;
  }
  const replyPostId = replyPostIdFor(message.id, assistant.ownerId);
  await postReply(services, owner, message, replyPostId, answer.text);
  await finish('replied', {
    replyPostId,
    kind: answer.kind,
    sources: JSON.stringify(answer.sources),
    engine: answer.engine,
  });
  await services.realtime.publish(conversation, assistantEvents.replyCompleted, activity('completed', replyPostId));
  const row = await repo.reply(message.id, assistant.ownerId);
  if (row)
    await services.realtime.publish(channel.user(assistant.ownerId), assistantEvents.replyDetail, toReplyDetail(row));
  if (answer.kind === 'holding' && !isTest)
    await postToOwner(services, assistant, {
      type: 'chat',
      content: assistantCopy.chat.heldForOwner(askerName, message.content ?? ''),
      meta: {},
    });
}

/** The conversation before the message, oldest first; in test mode the owner is the asker. */
async function recentMessages(services: Services, assistant: AssistantTable, message: Message, isTest: boolean) {
  const rows = await replyRepo(services.db).before(message, RECENT_MESSAGES);
  return rows.reverse().map((row) => ({
    fromOwner: isTest ? Boolean(row.isAssistant) : row.createdBy === assistant.ownerId,
    text: row.content ?? '',
  }));
}
