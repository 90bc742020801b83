import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { BADGE_COLOR, badgeTextFor, clearBadge, setBadgeColor, showUnreadCount } from './badge';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('badge', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
  ])('%i unread → %j', (count, text) => {
    expect(badgeTextFor(count)).toBe(text);
  });

  it('shows the count on the toolbar icon and clears it', async () => {
    await showUnreadCount(7);
    await expect(fakeBrowser.action.getBadgeText({})).resolves.toBe('7');
    await showUnreadCount(120);
    await expect(fakeBrowser.action.getBadgeText({})).resolves.toBe('99+');
    await clearBadge();
    await expect(fakeBrowser.action.getBadgeText({})).resolves.toBe('');
  });

  it('uses the accent colour', async () => {
    await setBadgeColor();
    await expect(fakeBrowser.action.getBadgeBackgroundColor({})).resolves.toEqual([0x25, 0x63, 0xeb, 255]);
    expect(BADGE_COLOR).toBe('#2563eb');
  });
});
