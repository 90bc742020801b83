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
 * Whose assistant may answer this message: in a relationship, the other person when their
 * assistant is on, or the author themselves writing in their test relationship; in a group,
 * the job owner when it is an applicant's workspace with Meg AI on for that applicant. One
 * indexed query (none in other groups); the job checks the rest (subscription, setup, the relationship's switch, away).
 */
async function answeringOwner(trx: Db, message: IncomingMessage): Promise<string | undefined> {
  if (message.pairingId) {
    const [row] = await pairingOwner(trx, message.pairingId, message.authorId);
    return row?.ownerId;
  }
  if (message.groupId && message.applicantAiEnabled) {
    const [row] = await workspaceOwner(trx, message.groupId, message.authorId);
    return row?.ownerId;
  }
  return undefined;
}

// Every chat message runs one of these: built and compiled once (server/db/compiled-once.ts).
const pairingOwner = compiledOnce((db, pairingId: string, authorId: string) =>
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
    .select('assistant.ownerId')
    .where('pairing.id', '=', pairingId)
    .where('pairing.status', '=', 'connected')
    .where((eb) =>
      eb.or([
        eb.and([eb('assistant.ownerId', '<>', authorId), eb('assistant.enabled', '=', 1)]),
        eb.and([
          eb('assistant.ownerId', '=', authorId),
          eb('assistant.status', '=', 'testMode'),
          eb('assistant.testPairingId', '=', pairingId),
        ]),
      ]),
    )
    .limit(1),
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

/**
 * Our postWritten reaction (module.ts), inside the message's transaction: queues Meg's reply job when
 * an assistant may answer, so the job exists exactly when the message commits. Replies Meg
 * wrote (any user's Meg) are never answered, nor empty messages (a file alone). True when
 * queued (the queue wakes its workers after the commit, so the reply does not wait for a poll).
 */
export async function queueAssistantReply(services: Services, trx: Db, message: IncomingMessage): Promise<boolean> {
  if (message.type !== 'chat' || !message.content.trim()) return false;
  if (message.metaNames.includes(ASSISTANT_META.response)) return false;
  const ownerId = await answeringOwner(trx, message);
  if (!ownerId) return false;
  await services.queue.enqueue<AssistantReplyJob>(
    ASSISTANT_REPLY_JOB,
    { postId: message.postId, ownerId },
    { executor: trx },
  );
  return true;
}
