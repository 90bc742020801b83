import { ASSISTANT_META } from '@shared/assistant';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { SessionUser } from '../../../http/app-env';

/** The message Meg considers: where it was written, by whom, when. */
export type Message = {
  id: string;
  type: string;
  content: string | null;
  createdBy: string;
  pairingId: string | null;
  groupId: string | null;
  createdAt: string;
  deletedAt: string | null;
};

const isAssistantReply = (eb: ExpressionBuilder<Database, 'post'>) =>
  eb.exists(
    eb
      .selectFrom('post_meta')
      .select('post_meta.postId')
      .whereRef('post_meta.postId', '=', 'post.id')
      .where('post_meta.name', '=', ASSISTANT_META.response),
  );

/** The same conversation as the message: its relationship or its group. */
const sameConversation = (eb: ExpressionBuilder<Database, 'post'>, message: Message) =>
  message.pairingId ? eb('post.pairingId', '=', message.pairingId) : eb('post.groupId', '=', message.groupId ?? '');

/** Queries of the reply pipeline; the rules are in job.ts. */
export function replyRepo(db: Db) {
  return {
    message(postId: string): Promise<Message | undefined> {
      return db
        .selectFrom('post')
        .select(['id', 'type', 'content', 'createdBy', 'pairingId', 'groupId', 'createdAt', 'deletedAt'])
        .where('id', '=', postId)
        .executeTakeFirst();
    },

    /** The owner wrote in the conversation since the message (their own words, not Meg's). */
    async ownerAnsweredSince(ownerId: string, message: Message): Promise<boolean> {
      const row = await db
        .selectFrom('post')
        .select('post.id')
        .where((eb) => sameConversation(eb, message))
        .where('post.createdBy', '=', ownerId)
        .where('post.id', '<>', message.id)
        .where('post.createdAt', '>=', message.createdAt)
        .where('post.deletedAt', 'is', null)
        .where((eb) => eb.not(isAssistantReply(eb)))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Up to `limit` chat messages before this one, newest first, with whether Meg wrote each. */
    async before(message: Message, limit: number) {
      return db
        .selectFrom('post')
        .select(['post.createdBy', 'post.content'])
        .select((eb) => isAssistantReply(eb).as('isAssistant'))
        .where((eb) => sameConversation(eb, message))
        .where('post.type', '=', 'chat')
        .where('post.deletedAt', 'is', null)
        .where('post.id', '<>', message.id)
        .where('post.createdAt', '<=', message.createdAt)
        .orderBy('post.createdAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** The user as the posts service takes its acting user. */
    actor(userId: string): Promise<SessionUser | undefined> {
      return db
        .selectFrom('user')
        .select(['id', 'email', 'name', 'firstName', 'lastName', 'profileAlias', 'userType', 'status'])
        .where('id', '=', userId)
        .executeTakeFirst() as Promise<SessionUser | undefined>;
    },

    /** The applicant workspace this message was written in, when the job owner switched Meg AI on. */
    async applicantWorkspace(groupId: string, applicantId: string, ownerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('job_applicant')
        .innerJoin('job_posting', 'job_posting.id', 'job_applicant.jobId')
        .select((eb) =>
          eb
            .selectFrom('group_member')
            .select(eb.fn.countAll<number>().as('n'))
            .where('group_member.groupId', '=', groupId)
            .as('members'),
        )
        .where('job_applicant.groupId', '=', groupId)
        .where('job_applicant.userId', '=', applicantId)
        .where('job_applicant.aiEnabled', '=', 1)
        .where('job_posting.createdBy', '=', ownerId)
        .executeTakeFirst();
      return row !== undefined && Number(row.members) === 2;
    },
  };
}
