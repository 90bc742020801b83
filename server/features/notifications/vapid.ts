import webpush from 'web-push';
import type { Services } from '../../services';
import { notificationRepo } from './repo';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY = 'vapid';
const cache = new WeakMap<Services, Promise<VapidKeys>>();

/** The sender's contact the push services ask for: VAPID_SUBJECT, else PUBLIC_URL when https, else MAIL_FROM's address. */
function subjectOf(services: Services): string {
  const { vapid, publicUrl, mail } = services.config;
  if (vapid.subject) return vapid.subject;
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
  return `mailto:${address.trim()}`;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise a pair generated
 * on first use and kept in the database (every instance signs with the same one; the first
 * writer wins a race).
 */
export function vapidKeys(services: Services): Promise<VapidKeys> {
  let keys = cache.get(services);
  if (!keys) {
    keys = load(services);
    keys.catch(() => cache.delete(services));
    cache.set(services, keys);
  }
  return keys;
}

async function load(services: Services): Promise<VapidKeys> {
  const subject = subjectOf(services);
  const { publicKey, privateKey } = services.config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const repo = notificationRepo(services.db);
  const stored =
    (await repo.setting(KEY))?.value ?? (await repo.settingOnce(KEY, JSON.stringify(webpush.generateVAPIDKeys())));
  const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { ...pair, subject };
}
