import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import { readSelectedEmail, saveSelectedEmail } from '../lib/selected-email';
import {
  CONNECT_MENU_ID,
  createConnectMenu,
  onConnectMenuClicked,
  onEmailDetected,
  onTabActivated,
  onTabRemoved,
} from './connect-menu';

/** contextMenus and action.openPopup are not in WXT's fake browser: spies stand in for them. */
function stubMenus() {
  return {
    create: vi.spyOn(fakeBrowser.contextMenus, 'create').mockReturnValue(CONNECT_MENU_ID),
    update: vi.spyOn(fakeBrowser.contextMenus, 'update').mockResolvedValue(undefined),
    removeAll: vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockResolvedValue(undefined),
  };
}

const click = (info: Partial<Browser.contextMenus.OnClickData>) =>
  ({
    menuItemId: CONNECT_MENU_ID,
    editable: false,
    pageUrl: 'https://example.com/',
    ...info,
  }) as Browser.contextMenus.OnClickData;
const tab = (id: number, windowId = 1) => ({ id, windowId, index: 0 }) as Browser.tabs.Tab;

let tabId = 100;
beforeEach(() => {
  fakeBrowser.reset();
  tabId += 1;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Connect with {email} menu item', () => {
  it('is created hidden for selections and links', async () => {
    const menus = stubMenus();
    await createConnectMenu();
    expect(menus.removeAll).toHaveBeenCalled();
    expect(menus.create).toHaveBeenCalledWith(
      expect.objectContaining({ id: CONNECT_MENU_ID, contexts: ['selection', 'link'], visible: false }),
    );
  });

  it('shows the detected address, and the popup will offer it', async () => {
    const menus = stubMenus();
    await onEmailDetected(tabId, 'Ann@Example.com', 'selection');
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, {
      title: 'Connect with ann@example.com',
      visible: true,
    });
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'ann@example.com', source: 'selection' });

    await onEmailDetected(tabId, 'bob@example.com', 'mailto');
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, {
      title: 'Connect with bob@example.com',
      visible: true,
    });
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'bob@example.com', source: 'mailto' });
  });

  it('hides when the selection holds no address, and forgets a selected one', async () => {
    const menus = stubMenus();
    await onEmailDetected(tabId, 'ann@example.com', 'selection');
    await onEmailDetected(tabId, null, 'selection');
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, { visible: false });
    await expect(readSelectedEmail()).resolves.toBeNull();
  });

  it('keeps an address the user picked from the menu when the selection goes', async () => {
    stubMenus();
    await saveSelectedEmail('ann@example.com', 'context-menu');
    await onEmailDetected(tabId, null, 'selection');
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'ann@example.com', source: 'context-menu' });
  });

  it('ignores text that is not an address', async () => {
    const menus = stubMenus();
    await onEmailDetected(tabId, 'not an address', 'selection');
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, { visible: false });
  });

  it('follows the active tab', async () => {
    const menus = stubMenus();
    const other = tabId + 1000;
    await onEmailDetected(tabId, 'ann@example.com', 'selection');
    await onTabActivated(other);
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, { visible: false });
    await onTabActivated(tabId);
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, {
      title: 'Connect with ann@example.com',
      visible: true,
    });
    onTabRemoved(tabId);
    await onTabActivated(tabId);
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, { visible: false });
  });
});

describe('a click on the item', () => {
  it('keeps the selected address for the popup and opens the popup', async () => {
    const openPopup = vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    await onConnectMenuClicked(click({ selectionText: ' Ann@Example.com ' }), tab(tabId, 7));
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'ann@example.com', source: 'context-menu' });
    expect(openPopup).toHaveBeenCalledWith({ windowId: 7 });
  });

  it('takes the address of a mailto link', async () => {
    vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    await onConnectMenuClicked(click({ linkUrl: 'mailto:bob@example.com?subject=Hello' }), tab(tabId));
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'bob@example.com', source: 'context-menu' });
  });

  it('falls back to the address the tab reported (a selection the browser trimmed)', async () => {
    stubMenus();
    vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    await onEmailDetected(tabId, 'carol@example.com', 'selection');
    await onConnectMenuClicked(click({ selectionText: 'carol@' }), tab(tabId));
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'carol@example.com', source: 'context-menu' });
  });

  it('opens popup.html in a small window where the browser cannot open the popup', async () => {
    vi.spyOn(fakeBrowser.action, 'openPopup').mockRejectedValue(new Error('not supported'));
    const create = vi.spyOn(fakeBrowser.windows, 'create');
    await onConnectMenuClicked(click({ selectionText: 'ann@example.com' }), tab(tabId));
    expect(create).toHaveBeenCalledWith({
      url: 'chrome-extension://test-extension-id/popup.html',
      type: 'popup',
      width: 380,
      height: 560,
    });
  });

  it('sets the popup only while opening it where the toolbar button opens the side panel', async () => {
    const setPopup = vi.fn().mockResolvedValue(undefined);
    const openPopup = vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    vi.spyOn(fakeBrowser.action, 'setPopup').mockImplementation(setPopup);
    const withSidePanel = fakeBrowser as unknown as { sidePanel?: object };
    withSidePanel.sidePanel = { open: vi.fn() };
    try {
      await onConnectMenuClicked(click({ selectionText: 'ann@example.com' }), tab(tabId));
    } finally {
      delete withSidePanel.sidePanel;
    }
    expect(setPopup.mock.calls).toEqual([[{ popup: 'popup.html' }], [{ popup: '' }]]);
    expect(setPopup.mock.invocationCallOrder[0]).toBeLessThan(openPopup.mock.invocationCallOrder[0] ?? 0);
  });

  it('does nothing for another item or without an address', async () => {
    const openPopup = vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    await onConnectMenuClicked(click({ menuItemId: 'other', selectionText: 'ann@example.com' }), tab(tabId));
    await onConnectMenuClicked(click({ selectionText: 'hello' }), tab(tabId));
    expect(openPopup).not.toHaveBeenCalled();
    await expect(readSelectedEmail()).resolves.toBeNull();
  });
});

describe('a menu lost by the browser', () => {
  it('is created again when an update cannot find it', async () => {
    const menus = stubMenus();
    menus.update.mockRejectedValueOnce(new Error('Cannot find menu item with id rapport-connect'));
    await onEmailDetected(tabId, 'ann@example.com', 'selection');
    expect(menus.create).toHaveBeenCalledTimes(1);
    expect(menus.update).toHaveBeenLastCalledWith(CONNECT_MENU_ID, {
      title: 'Connect with ann@example.com',
      visible: true,
    });
  });
});
