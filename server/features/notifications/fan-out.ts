import { randomUUID } from 'node:crypto';
import { type NotificationCreatedData, notificationEvents } from '@shared/api/notifications';
import { channel } from '@shared/realtime';
import type { StageEvent } from '../../realtime';
import type { Services } from '../../services';
import { DELIVER_JOB, type DeliverPayload } from './deliver';
import type { NotifyEvent } from '../notify-events';
import { draftsFor } from './recipients';
import { notificationRepo } from './repo';
import { toView } from './view';

/**
 * The produce job: writes one row per recipient (or adds to a grouped one), and in the same
 * transaction stages `notification.created` on each recipient's user channel (history keeps
 * the id; the live frame carries the notification as its recipient sees it) and queues its
 * push and e-mail delivery. A rerun finds the rows by their source key and adds nothing.
 */
export async function runFanOut(services: Services, event: NotifyEvent): Promise<void> {
  const drafts = await draftsFor(services.db, event);
  if (!drafts.length) return;
  const staged = await services.db.transaction().execute(async (trx) => {
    const repo = notificationRepo(trx);
    const now = new Date().toISOString();
    const events: StageEvent[] = [];
    for (const draft of drafts) {
      const existing = await repo.bySource(draft.userId, draft.sourceKey);
      let id: string;
      if (existing) {
        if (!draft.groups || !event.actorId || existing.actorId === event.actorId) continue;
        await repo.regroup(existing.id, event.actorId, draft.message, now);
        id = existing.id;
      } else {
        id = randomUUID();
        await repo.insert({
          id,
          userId: draft.userId,
          actorId: event.actorId,
          kind: draft.kind,
          sourceKey: draft.sourceKey,
          count: 1,
          message: draft.message,
          postId: draft.postId ?? null,
          commentId: draft.commentId ?? null,
          commentReplyId: draft.commentReplyId ?? null,
          groupId: draft.groupId ?? null,
          pairingId: draft.pairingId ?? null,
          jobId: draft.jobId ?? null,
          readAt: null,
          seenAt: null,
          emailedAt: null,
          pushedAt: null,
          createdAt: now,
        });
      }
      const row = await repo.byId(id);
      if (!row) continue;
      const data: NotificationCreatedData = { notificationId: id };
      events.push({
        channel: channel.user(draft.userId),
        event: notificationEvents.created,
        data,
        live: { ...data, notification: toView(row), unseen: await repo.unseenCount(draft.userId) },
      });
      await services.queue.enqueue<DeliverPayload>(DELIVER_JOB, { notificationId: id }, { executor: trx });
    }
    return services.realtime.stage(trx, events);
  });
  await staged.announce();
}
