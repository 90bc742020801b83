import { type FeatureModule, job } from '../feature-module';
import { DELIVER_JOB, type DeliverPayload, runDeliver } from './deliver';
import { DIGEST_JOB, type DigestPayload, runDigest, startDigestTick } from './digest';
import { runFanOut } from './fan-out';
import { NOTIFY_JOB, type NotifyEvent } from './produce';
import { notificationRoutes } from './routes';

export const notificationsModule: FeatureModule = {
  name: 'notifications',
  routes: [{ path: '/notifications', routes: notificationRoutes }],
  jobs: [
    job<NotifyEvent>(NOTIFY_JOB, runFanOut),
    job<DeliverPayload>(DELIVER_JOB, runDeliver),
    job<DigestPayload>(DIGEST_JOB, runDigest),
  ],
  start: startDigestTick,
};
