import { ASSISTANT_META } from '@shared/assistant';
import { compiledOnce } from '../../../db/compiled-once';
import type { Db } from '../../../db/database';
import type { Services } from '../../../services';

/** The queue job that considers one incoming message for one owner's assistant (job.ts). */
export const ASSISTANT_REPLY_JOB = 'assistant.reply';
/** `recheck`: queued again for when the owner, seen moments ago, counts as away. */
export type AssistantReplyJob = { postId: string; ownerId: string; recheck?: boolean };

/** A message just written, as the posts service knows it inside its transaction. */
export type IncomingMessage = {
  postId: string;
  authorId: string;
  type: string;
  content: string;
  pairingId: string | null;
  groupId: string | null;
  /** In a group: the author is its applicant with Meg AI on (read with the membership, posts/audience.ts). */
  applicantAiEnabled: boolean;
  metaNames: readonly string[];
};

/**
 * In a group, whose assistant may answer: the job owner when it is an applicant's workspace
 * with Meg AI on for that applicant (in relationships, `answers` below decides). One indexed
 * query (none in other groups); the job checks the rest (subscription, setup, the
 * relationship's switch, away).
 */
async function answeringOwner(trx: Db, message: IncomingMessage): Promise<string | undefined> {
  if (message.groupId && message.applicantAiEnabled) {
    const [row] = await workspaceOwner(trx, message.groupId, message.authorId);
    return row?.ownerId;
  }
  return undefined;
}

// Every chat message runs one of these: built and compiled once (server/db/compiled-once.ts).
/** The assistants of both people of each connected relationship, with what `answers` reads. */
const pairingAssistants = compiledOnce((db, pairingIds: readonly string[]) =>
  db
    .selectFrom('pairing')
    .innerJoin('assistant', (join) =>
      join.on((eb) =>
        eb.or([
          eb('assistant.ownerId', '=', eb.ref('pairing.userId1')),
          eb('assistant.ownerId', '=', eb.ref('pairing.userId2')),
        ]),
      ),
    )
    .select([
      'pairing.id as pairingId',
      'assistant.ownerId',
      'assistant.enabled',
      'assistant.status',
      'assistant.testPairingId',
    ])
    .where('pairing.id', 'in', [...pairingIds])
    .where('pairing.status', '=', 'connected'),
);
const workspaceOwner = compiledOnce((db, groupId: string, authorId: string) =>
  db
    .selectFrom('job_applicant')
    .innerJoin('job_posting', 'job_posting.id', 'job_applicant.jobId')
    .innerJoin('assistant', 'assistant.ownerId', 'job_posting.createdBy')
    .select('assistant.ownerId')
    .where('job_applicant.groupId', '=', groupId)
    .where('job_applicant.userId', '=', authorId)
    .where('job_applicant.aiEnabled', '=', 1)
    .where('assistant.enabled', '=', 1)
    .limit(1),
);

/** Whether Meg may be asked to answer this message at all: a chat message with text, not her own reply. */
const mayBeAnswered = (message: IncomingMessage) =>
  message.type === 'chat' && !!message.content.trim() && !message.metaNames.includes(ASSISTANT_META.response);

/**
 * Our postWritten reaction (module.ts), inside the messages' transaction: queues Meg's reply job
 * for each message an assistant may answer, so the job exists exactly when the message commits.
 * Replies Meg wrote (any user's Meg) are never answered, nor empty messages (a file alone).
 * Messages written together (a chat batch) have their relationships' assistants read in one
 * query and their jobs queued in one statement. The queue wakes its workers after the commit,
 * so a reply does not wait for a poll. How many were queued.
 */
export async function queueAssistantReplies(services: Services, trx: Db, messages: IncomingMessage[]): Promise<number> {
  const considered = messages.filter(mayBeAnswered);
  if (!considered.length) return 0;
  const jobs: AssistantReplyJob[] = [];
  const pairingIds = [...new Set(considered.map((m) => m.pairingId).filter((id): id is string => !!id))];
  const assistants = pairingIds.length ? await pairingAssistants(trx, pairingIds) : [];
  for (const message of considered) {
    const ownerId = message.pairingId
      ? assistants.find((a) => a.pairingId === message.pairingId && answers(a, message))?.ownerId
      : await answeringOwner(trx, message);
    if (ownerId) jobs.push({ postId: message.postId, ownerId });
  }
  if (jobs.length) await services.queue.enqueueMany<AssistantReplyJob>(ASSISTANT_REPLY_JOB, jobs, { executor: trx });
  return jobs.length;
}

type PairingAssistant = Awaited<ReturnType<typeof pairingAssistants>>[number];

/**
 * In a relationship: the other person's assistant when it is on, or the author's own writing
 * in their test relationship.
 */
const answers = (assistant: PairingAssistant, message: IncomingMessage) =>
  assistant.ownerId !== message.authorId
    ? Number(assistant.enabled) === 1
    : assistant.status === 'testMode' && assistant.testPairingId === message.pairingId;
