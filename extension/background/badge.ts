import { browser } from 'wxt/browser';

/** The accent colour of the web app (blue-600), set once at start-up. */
export const BADGE_COLOR = '#2563eb';

/** The badge of an unread count: nothing at 0, the number up to 99, then '99+'. */
export function badgeTextFor(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

export async function showUnreadCount(count: number): Promise<void> {
  await browser.action.setBadgeText({ text: badgeTextFor(count) });
}

export async function clearBadge(): Promise<void> {
  await browser.action.setBadgeText({ text: '' });
}

export async function setBadgeColor(): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ color: BADGE_COLOR });
}
