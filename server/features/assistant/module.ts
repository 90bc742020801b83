import { job, type FeatureModule } from '../feature-module';
import { subscriptionRoutes } from './billing/routes';
import { replyToMessage } from './reply/job';
import { trackPresence } from './reply/presence';
import { ASSISTANT_REPLY_JOB, type AssistantReplyJob } from './reply/trigger';
import { assistantRoutes } from './routes';

/** Meg, the AI assistant, and AI Pro (issue 13): README "The assistant". */
export const assistantModule: FeatureModule = {
  name: 'assistant',
  routes: [
    { path: '/assistant', routes: assistantRoutes },
    { path: '/subscription', routes: subscriptionRoutes },
  ],
  jobs: [job<AssistantReplyJob>(ASSISTANT_REPLY_JOB, (services, payload) => replyToMessage(services, payload))],
  start: trackPresence,
};
