import type { PushPayload } from '@shared/api/notifications';
import webpush from 'web-push';
import type { PushSubscriptionTable } from '../../db/schema';
import type { Services } from '../../services';
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
  let delivered = 0;
  const failures: string[] = [];
  for (const subscription of subscriptions) {
    const status = await send(subscription, payload, keys);
    if (status === 404 || status === 410) await repo.removeSubscription(subscription.endpoint);
    else if (status >= 200 && status < 300) delivered++;
    else failures.push(`${status}`);
  }
  if (failures.length) throw new Error(`push failed: ${failures.join(', ')}`);
  return delivered;
}

/**
 * web-push builds the request (encryption, VAPID headers); fetch sends it, so an http
 * endpoint on loopback works as well as the push services' https ones.
 */
async function send(
  subscription: PushSubscriptionTable,
  payload: PushPayload,
  keys: { publicKey: string; privateKey: string; subject: string },
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  }
}
