import { job, type FeatureModule } from '../feature-module';
import { subscriptionRoutes } from './billing/routes';
import { replyToMessage } from './reply/job';
import { trackPresence } from './reply/presence';
import { ASSISTANT_REPLY_JOB, type AssistantReplyJob, queueAssistantReply } from './reply/trigger';
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
    async postWritten(trx, post, services) {
      await queueAssistantReply(services, trx, {
        postId: post.id,
        authorId: post.authorId,
        type: post.type,
        content: post.content,
        pairingId: post.audience.pairingId,
        groupId: post.audience.groupId,
        applicantAiEnabled: post.audience.application?.aiEnabled === true,
        metaNames: post.metaNames,
      });
    },
  },
  start: trackPresence,
};
