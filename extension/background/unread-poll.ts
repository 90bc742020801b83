import type { ApiList } from '@shared/api/envelope';
import type { UnreadGroup } from '@shared/api/groups';
import type { UnreadPairing } from '@shared/api/pairings';
import { fetchSession } from '@webapp/features/session/session-api';
import { type ApiClient, createApiClient, isApiStatus } from '@webapp/lib/api-client';
import { browser } from 'wxt/browser';
import { readAuth } from '../lib/auth-storage';
import { allowsNotifications, type FreshActivity, notifyActivity } from './activity-notification';
import { clearBadge, showUnreadCount } from './badge';

export const UNREAD_ALARM = 'rapport.unread-poll';
export const POLL_PERIOD_MINUTES = 1;

/** The unread relationships and groups of the previous poll, to tell what is new. */
const SEEN_KEY = 'rapport.unreadSeen';

export type PollDependencies = {
  fetch: typeof fetch;
  /** True while the side panel is shown: it has its own unread markers, no notification then. */
  isSidePanelOpen: () => boolean;
};

export type PollOutcome =
  | { status: 'signed-out' }
  | { status: 'unauthorized' }
  | { status: 'failed'; error: unknown }
  | { status: 'ok'; count: number; fresh: FreshActivity[]; notificationId: string | null };

type Unread = { key: string; activity: FreshActivity };

/** The unread count the badge shows: relationships plus groups with unseen activity. */
export async function fetchUnread(api: ApiClient, userId: string): Promise<{ count: number; items: Unread[] }> {
  const query = { userId, limit: -1 };
  const [pairings, groups] = await Promise.all([
    api.get<ApiList<UnreadPairing>>('/api/pairing/user/unread', query),
    api.get<ApiList<UnreadGroup>>('/api/group/user/unread', query),
  ]);
  const items: Unread[] = [
    ...pairings.results.map((p) => ({
      key: `pair:${p.pairingId}`,
      activity: { kind: 'pair', otherUserId: p.userId2 } as const,
    })),
    ...groups.results.map((g) => ({
      key: `group:${g.groupId}`,
      activity: { kind: 'group', groupId: g.groupId } as const,
    })),
  ];
  return { count: pairings.count + groups.count, items };
}

/** The previous poll's unread keys for this user (another account starts afresh). */
async function readSeen(userId: string): Promise<string[] | null> {
  const value = (await browser.storage.session.get(SEEN_KEY))[SEEN_KEY] as
    | { userId?: unknown; keys?: unknown }
    | undefined;
  return value?.userId === userId && Array.isArray(value.keys) ? value.keys.map(String) : null;
}

/**
 * One poll: the badge shows the unread count of the stored account; what turned unread since
 * the previous poll is notified when the side panel is closed and the user allows it. The first
 * poll of a browser session only takes stock. A 401 clears the badge (the side panel asks the
 * user to sign in again).
 */
export async function pollUnread(deps: PollDependencies): Promise<PollOutcome> {
  const auth = await readAuth();
  if (!auth.token) {
    await clearBadge();
    await browser.storage.session.remove(SEEN_KEY);
    return { status: 'signed-out' };
  }
  const token = auth.token;
  const api = createApiClient({
    baseUrl: auth.serverUrl,
    getToken: () => token,
    credentials: 'omit',
    fetch: deps.fetch,
  });
  try {
    const session = await fetchSession(api);
    if (!session) {
      await clearBadge();
      return { status: 'unauthorized' };
    }
    const { count, items } = await fetchUnread(api, session.user.id);
    await showUnreadCount(count);
    const seen = await readSeen(session.user.id);
    await browser.storage.session.set({ [SEEN_KEY]: { userId: session.user.id, keys: items.map((item) => item.key) } });
    const fresh = seen ? items.filter((item) => !seen.includes(item.key)).map((item) => item.activity) : [];
    let notificationId: string | null = null;
    if (fresh.length > 0 && !deps.isSidePanelOpen() && (await allowsNotifications(api, session.user.id))) {
      notificationId = await notifyActivity(api, fresh);
    }
    return { status: 'ok', count, fresh, notificationId };
  } catch (error) {
    if (isApiStatus(error, 401)) {
      await clearBadge();
      return { status: 'unauthorized' };
    }
    // Offline or a server error: the badge keeps its last count until the next poll.
    return { status: 'failed', error };
  }
}

/** The minute alarm, created once (re-creating it at each wake-up would push it back). */
export async function ensurePollAlarm(): Promise<void> {
  if (await browser.alarms.get(UNREAD_ALARM)) return;
  await browser.alarms.create(UNREAD_ALARM, { periodInMinutes: POLL_PERIOD_MINUTES });
}

/** Runs polls one at a time; a request during a poll runs one more afterwards. */
export function createPollQueue(poll: () => Promise<unknown>): { request: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let isRequestedAgain = false;
  const loop = async () => {
    do {
      isRequestedAgain = false;
      try {
        await poll();
      } catch (error) {
        console.error('Unread poll failed', error);
      }
    } while (isRequestedAgain);
    running = null;
  };
  return {
    request() {
      if (running) {
        isRequestedAgain = true;
        return running;
      }
      running = loop();
      return running;
    },
  };
}
