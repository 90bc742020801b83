import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import { readSelectedEmail, saveSelectedEmail } from '../lib/selected-email';
import { CONNECT_LINK_MENU_ID, CONNECT_MENU_ID, createConnectMenu, onConnectMenuClicked } from './connect-menu';

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

describe('the Connect with {email} menu items', () => {
  it('are created for any selection (the browser writes it into the title) and for mailto: links only', async () => {
    const menus = stubMenus();
    await createConnectMenu();
    expect(menus.removeAll).toHaveBeenCalled();
    expect(menus.create).toHaveBeenCalledWith({
      id: CONNECT_MENU_ID,
      title: 'Connect with %s',
      contexts: ['selection'],
    });
    expect(menus.create).toHaveBeenCalledWith({
      id: CONNECT_LINK_MENU_ID,
      title: 'Connect with this address',
      contexts: ['link'],
      targetUrlPatterns: ['mailto:*'],
    });
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
    await onConnectMenuClicked(
      click({ menuItemId: CONNECT_LINK_MENU_ID, linkUrl: 'mailto:Bob%40Example.com?subject=Hello' }),
      tab(tabId),
    );
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'bob@example.com', source: 'context-menu' });
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

  it('does nothing for another item', async () => {
    const openPopup = vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    await onConnectMenuClicked(click({ menuItemId: 'other', selectionText: 'ann@example.com' }), tab(tabId));
    expect(openPopup).not.toHaveBeenCalled();
    await expect(readSelectedEmail()).resolves.toBeNull();
  });

  it('opens the popup on an empty field for a selection that is not an address, forgetting an older one', async () => {
    const openPopup = vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined);
    await saveSelectedEmail('old@example.com', 'context-menu');
    await onConnectMenuClicked(click({ selectionText: 'hello world' }), tab(tabId, 3));
    expect(openPopup).toHaveBeenCalledWith({ windowId: 3 });
    await expect(readSelectedEmail()).resolves.toBeNull();
  });
});
