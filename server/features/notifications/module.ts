import type { Db } from '../../db/database';
import type { Services } from '../../services';
import type { PostWritten } from '../reactions';
import { type FeatureModule, job } from '../feature-module';
import { CHAT_MAIL_JOB, type ChatMailPayload, runChatMail } from './chat-mail';
import { CHAT_NOTIFY_JOB, type ChatNotifyPayload, isAssistantReply, runChatNotify } from './chat';
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
    job<ChatNotifyPayload>(CHAT_NOTIFY_JOB, runChatNotify),
    job<ChatMailPayload>(CHAT_MAIL_JOB, runChatMail),
  ],
  reactions: {
    /**
     * Shared with someone in particular (a relationship, chosen people): they hear of it.
     * A chat message in a relationship is not in the bell (the unread dot counts it): its push
     * and delayed e-mail (chat.ts). Group chats notify no one: README "Chat messages".
     */
    postWritten: (trx, post, services) => notifyOfPosts(trx, [post], services),
    // A batch of relationship messages queues their notices in one statement.
    postsWritten: (trx, posts, services) => notifyOfPosts(trx, posts, services),
  },
  start: startDigestTick,
};

async function notifyOfPosts(trx: Db, posts: PostWritten[], services: Services): Promise<void> {
  const chats = posts.filter((post) => post.type === 'chat' && post.audience.pairingId);
  if (chats.length)
    await services.queue.enqueueMany<ChatNotifyPayload>(
      CHAT_NOTIFY_JOB,
      chats.map((post) => ({ postId: post.id, isAssistantReply: isAssistantReply(post.metaNames) })),
      { executor: trx },
    );
  for (const post of posts) {
    if (post.type === 'chat') continue;
    const { audience } = post;
    const isPersonal = audience.pairingId || (audience.visibility === 'SPECIFIC_PEOPLE' && !audience.groupId);
    if (isPersonal) await notify(services, { kind: 'share', actorId: post.authorId, postId: post.id }, trx);
  }
}
