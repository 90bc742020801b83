import type { PostWritten } from '../reactions';
import { job, type FeatureModule } from '../feature-module';
import { subscriptionRoutes } from './billing/routes';
import { replyToMessage } from './reply/job';
import { trackPresence } from './reply/presence';
import {
  ASSISTANT_REPLY_JOB,
  type AssistantReplyJob,
  type IncomingMessage,
  queueAssistantReplies,
} from './reply/trigger';
import { assistantRoutes } from './routes';

/** Meg, the AI assistant, and AI Pro (issue 13): README "The assistant". */
export const assistantModule: FeatureModule = {
  name: 'assistant',
  routes: [
    { path: '/assistant', routes: assistantRoutes },
    { path: '/subscription', routes: subscriptionRoutes },
  ],
  jobs: [job<AssistantReplyJob>(ASSISTANT_REPLY_JOB, (services, payload) => replyToMessage(services, payload))],
  reactions: {
    // A chat message to someone whose assistant answers while they are away: its reply job.
    async postsWritten(trx, posts, services) {
      await queueAssistantReplies(services, trx, posts.map(incomingMessage));
    },
  },
  start: trackPresence,
};

/** A post as Meg's trigger reads it. */
function incomingMessage(post: PostWritten): IncomingMessage {
  return {
    postId: post.id,
    authorId: post.authorId,
    type: post.type,
    content: post.content,
    pairingId: post.audience.pairingId,
    groupId: post.audience.groupId,
    applicantAiEnabled: post.audience.application?.aiEnabled === true,
    metaNames: post.metaNames,
  };
}
