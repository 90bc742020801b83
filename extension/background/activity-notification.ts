import type { GroupDetails } from '@shared/api/groups';
import type { NotificationPreferences, Profile } from '@shared/api/profiles';
import { extensionCopy } from '@shared/ui-copy';
import { productName } from '@webapp/config';
import type { ApiClient } from '@webapp/lib/api-client';
import { browser } from 'wxt/browser';

/** A relationship or group that turned unread since the previous poll. */
export type FreshActivity = { kind: 'pair'; otherUserId: string } | { kind: 'group'; groupId: string };

/** Notification id → web app path, kept for the click (the worker may sleep in between). */
const TARGETS_KEY = 'rapport.notificationTargets';
const NOTIFICATION_PREFIX = 'rapport-activity-';

const pathOf = (item: FreshActivity) =>
  item.kind === 'pair'
    ? `/relationships/${encodeURIComponent(item.otherUserId)}`
    : `/group/${encodeURIComponent(item.groupId)}`;

async function nameOf(api: ApiClient, item: FreshActivity): Promise<string | null> {
  try {
    if (item.kind === 'group') return (await api.get<GroupDetails>('/api/group/id', { groupId: item.groupId })).name;
    const user = await api.get<Profile>('/api/user/id', { userId: item.otherUserId });
    return `${user.firstName} ${user.lastName}`.trim() || null;
  } catch {
    // The name is a nicety: the notification falls back to the count.
    return null;
  }
}

/** Whether the user lets Rapport notify them (the spec's push notification preference). */
export async function allowsNotifications(api: ApiClient, userId: string): Promise<boolean> {
  const preferences = await api.get<NotificationPreferences>('/api/user/notification/preferences', { userId });
  return preferences.pushNotification !== false;
}

async function readTargets(): Promise<Record<string, string>> {
  const value = (await browser.storage.session.get(TARGETS_KEY))[TARGETS_KEY];
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

/** One notification for everything new: 'New activity from {name}', or a count. */
export async function notifyActivity(api: ApiClient, fresh: FreshActivity[]): Promise<string | null> {
  const [first] = fresh;
  if (!first) return null;
  const name = fresh.length === 1 ? await nameOf(api, first) : null;
  const title = name
    ? extensionCopy.notification.activityFrom(name)
    : extensionCopy.notification.activityCount(fresh.length);
  const id = `${NOTIFICATION_PREFIX}${crypto.randomUUID()}`;
  await browser.notifications.create(id, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title,
    message: extensionCopy.notification.openHint(productName),
  });
  const targets = await readTargets();
  await browser.storage.session.set({ [TARGETS_KEY]: { ...targets, [id]: fresh.length === 1 ? pathOf(first) : '/' } });
  return id;
}

export async function forgetNotification(id: string): Promise<void> {
  if (!id.startsWith(NOTIFICATION_PREFIX)) return;
  const { [id]: _removed, ...rest } = await readTargets();
  await browser.storage.session.set({ [TARGETS_KEY]: rest });
}

/**
 * A click opens the side panel; where the browser refuses that outside a click on its own
 * UI, the web app opens at the relationship or group instead.
 */
export async function onActivityNotificationClicked(id: string, serverUrl: () => Promise<string>): Promise<void> {
  if (!id.startsWith(NOTIFICATION_PREFIX)) return;
  let isPanelOpened = false;
  try {
    const window = await browser.windows.getLastFocused();
    if (window.id !== undefined) {
      await browser.sidePanel.open({ windowId: window.id });
      isPanelOpened = true;
    }
  } catch {
    // No gesture, no side panel API (Firefox) or no window: the web app instead.
  }
  const path = (await readTargets())[id] ?? '/';
  await browser.notifications.clear(id);
  await forgetNotification(id);
  if (!isPanelOpened) await browser.tabs.create({ url: new URL(path, await serverUrl()).toString() });
}
