import { assistantEvents, type AssistantSubscriptionEvent } from '@shared/api/assistant';
import { channel } from '@shared/realtime';
import type { Services } from '../../services';
import { subscriptionOf } from './billing/state';
import { syncGuidance } from './guidance';
import { toRecord } from './record';
import { assistantRepo } from './repo';

/**
 * `assistant.updated` on the owner's channel: the record as it is now (only the owner reads it),
 * after Meg's guidance post follows the change.
 */
export async function publishAssistantUpdated(services: Services, ownerId: string): Promise<void> {
  const row = await assistantRepo(services.db).byOwner(ownerId);
  if (!row) return;
  const subscription = await subscriptionOf(services, ownerId);
  await syncGuidance(services, row, subscription.subscribed);
  await services.realtime.publish(
    channel.user(ownerId),
    assistantEvents.updated,
    toRecord(row, subscription.subscribed),
  );
}

/** `assistant.subscription` on the owner's channel. */
export async function publishSubscription(services: Services, data: AssistantSubscriptionEvent): Promise<void> {
  await services.realtime.publish(channel.user(data.userId), assistantEvents.subscription, data);
}
