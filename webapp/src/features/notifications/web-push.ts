import type { PushSubscriptionBody } from '@shared/api/notifications';
import { notificationsCopy } from '@shared/ui-copy';
import type { ApiClient } from '../../lib/api-client';

/** The service worker the build copies to the site's root (webapp/public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';
/** What the service worker posts to an open tab when its notification is clicked. */
export const NAVIGATE_MESSAGE = 'rapport:navigate';

/** A browser step of turning push on that failed; its message is for the user. */
export class PushSetupError extends Error {}

/** Web push needs a service worker on the app's own http(s) origin (not the extension's pages). */
export function isWebPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    /^https?:$/.test(window.location.protocol) &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKeyOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Turns push on for this browser, after the user flipped the switch: asks permission, registers
 * the service worker, subscribes with the server's VAPID key and stores the subscription.
 */
export async function subscribeToWebPush(api: ApiClient): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(notificationsCopy.push.denied);
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await api.get<{ publicKey: string }>('/api/notifications/push/key');
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKeyOf(publicKey),
      }));
    await api.post('/api/notifications/push/subscriptions', subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    throw new PushSetupError(notificationsCopy.push.failed, { cause: error });
  }
}

/** Turns push off for this browser: the server forgets the subscription and the browser drops it. */
export async function unsubscribeFromWebPush(api: ApiClient): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/api/notifications/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
