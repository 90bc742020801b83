import type { PushPayload } from '@shared/api/notifications';
import webpush from 'web-push';
import type { PushSubscriptionTable } from '../../db/schema';
import type { Services } from '../../services';
import type { AllowedHosts } from '../link-preview/url-policy';
import { deliver, pushAllowedHosts } from './push-request';
import { notificationRepo } from './repo';
import { vapidKeys } from './vapid';

const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one message to every browser the user subscribed, encrypted for each (RFC 8291,
 * aes128gcm) and signed with the server's VAPID key. An endpoint the push service answers 404
 * or 410 for is gone: its subscription is removed. Other failures throw, so the job retries.
 */
export async function pushToUser(services: Services, userId: string, payload: PushPayload): Promise<number> {
  const repo = notificationRepo(services.db);
  const subscriptions = await repo.subscriptionsOf(userId);
  if (!subscriptions.length) return 0;
  const keys = await vapidKeys(services);
  const allowed = pushAllowedHosts(services.config.pushEndpoints.allowHosts);
  let delivered = 0;
  const failures: string[] = [];
  for (const subscription of subscriptions) {
    const status = await send(subscription, payload, keys, allowed);
    if (status === 404 || status === 410) await repo.removeSubscription(subscription.endpoint);
    else if (status >= 200 && status < 300) delivered++;
    else failures.push(`${status}`);
  }
  if (failures.length) throw new Error(`push failed: ${failures.join(', ')}`);
  return delivered;
}

/**
 * web-push builds the request (encryption, VAPID headers); `deliver` sends it to the checked
 * addresses of the endpoint (push-request.ts), so a subscription cannot aim the server at
 * private addresses. An http endpoint on loopback works when PUSH_ALLOW_HOSTS lists it (tests).
 */
async function send(
  subscription: PushSubscriptionTable,
  payload: PushPayload,
  keys: { publicKey: string; privateKey: string; subject: string },
  allowed: AllowedHosts,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  return deliver(
    {
      endpoint: details.endpoint,
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? Buffer.from(details.body) : null,
    },
    allowed,
    PUSH_TIMEOUT_MS,
  );
}
