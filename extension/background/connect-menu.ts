import { extensionCopy } from '@shared/ui-copy';
import type { Browser } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { emailOfSelection } from '../lib/email-detection';
import { clearSelectedEmail, emailIn, saveSelectedEmail } from '../lib/selected-email';

/** 'Connect with {selection}': on any selection, the browser writes the selected text into the title. */
export const CONNECT_MENU_ID = 'rapport-connect';
/** 'Connect with this address': only on mailto: links. */
export const CONNECT_LINK_MENU_ID = 'rapport-connect-mailto';

/**
 * Creates both items. No script watches the page, so the menu cannot know beforehand whether
 * a selection is an address: the selection item shows on every selection with the browser's
 * %s substitution, and the click decides. Chrome and Firefox keep menus across worker
 * restarts, so this runs on install and update.
 */
export async function createConnectMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: CONNECT_MENU_ID,
    title: extensionCopy.connectWith('%s'),
    contexts: ['selection'],
  });
  browser.contextMenus.create({
    id: CONNECT_LINK_MENU_ID,
    title: extensionCopy.connectWithLinkAddress,
    contexts: ['link'],
    targetUrlPatterns: ['mailto:*'],
  });
}

/** The address a click on an item is about: the mailto link's, else the selection's; null when neither is one. */
export function emailOfMenuClick(info: Browser.contextMenus.OnClickData): string | null {
  const fromLink = info.linkUrl?.toLowerCase().startsWith('mailto:') ? emailIn(info.linkUrl) : null;
  return fromLink ?? emailOfSelection(info.selectionText);
}

/** True where the toolbar button opens the side panel (Chrome): the popup is only set while opening it. */
const actionOpensSidePanel = () => Boolean(browser.sidePanel);

/**
 * Opens the quick-connect popup: the toolbar popup where the browser lets an extension open
 * it, else popup.html in a small window. Called straight from the click, before any await,
 * so browsers that require a user gesture (Firefox) still allow it.
 */
export async function openQuickConnect(windowId?: number): Promise<void> {
  const usesSidePanel = actionOpensSidePanel();
  try {
    if (usesSidePanel) void browser.action.setPopup({ popup: 'popup.html' });
    await browser.action.openPopup(windowId === undefined ? undefined : { windowId });
  } catch {
    await browser.windows.create({
      url: browser.runtime.getURL('/popup.html'),
      type: 'popup',
      width: 380,
      height: 560,
    });
  } finally {
    if (usesSidePanel) await browser.action.setPopup({ popup: '' });
  }
}

/**
 * A click on either item: the popup opens on the address. A selection that holds no address
 * opens it on an empty field (the item showed, so the click gets an answer), forgetting any
 * address kept from before.
 */
export async function onConnectMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) {
  if (info.menuItemId !== CONNECT_MENU_ID && info.menuItemId !== CONNECT_LINK_MENU_ID) return;
  const email = emailOfMenuClick(info);
  const kept = email ? saveSelectedEmail(email, 'context-menu') : clearSelectedEmail();
  const opened = openQuickConnect(tab?.windowId);
  await Promise.all([kept, opened]);
}
