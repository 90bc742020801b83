import { type FeatureModule, job } from '../feature-module';
import { DELIVER_JOB, type DeliverPayload, runDeliver } from './deliver';
import { DIGEST_JOB, type DigestPayload, runDigest, startDigestTick } from './digest';
import { runFanOut } from './fan-out';
import { NOTIFY_JOB, type NotifyEvent, notify } from '../notify-events';
import { notificationRoutes } from './routes';

export const notificationsModule: FeatureModule = {
  name: 'notifications',
  routes: [{ path: '/notifications', routes: notificationRoutes }],
  jobs: [
    job<NotifyEvent>(NOTIFY_JOB, runFanOut),
    job<DeliverPayload>(DELIVER_JOB, runDeliver),
    job<DigestPayload>(DIGEST_JOB, runDigest),
  ],
  reactions: {
    /**
     * Shared with someone in particular (a relationship, chosen people): they hear of it.
     * Chat messages are not notifications: the relationship's unread marker covers them.
     */
    async postWritten(trx, post, services) {
      const { audience } = post;
      const isPersonal = audience.pairingId || (audience.visibility === 'SPECIFIC_PEOPLE' && !audience.groupId);
      if (isPersonal && post.type !== 'chat')
        await notify(services, { kind: 'share', actorId: post.authorId, postId: post.id }, trx);
    },
  },
  start: startDigestTick,
};
