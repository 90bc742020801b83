import { extensionCopy } from '@shared/ui-copy';
import type { Browser } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { emailOfSelection } from '../lib/email-detection';
import type { DetectedEmailSource } from '../lib/messaging';
import { clearSelectedEmail, emailIn, readSelectedEmail, saveSelectedEmail } from '../lib/selected-email';

/** The one context-menu item: 'Connect with {email}', shown only while an address is detected. */
export const CONNECT_MENU_ID = 'rapport-connect';

type Detected = { email: string; source: DetectedEmailSource };

/** The address each tab's content script last reported (the menu follows the active tab). */
const detectedByTab = new Map<number, Detected>();

/**
 * Creates the item, hidden. Chrome and Firefox keep menus across worker restarts, so this
 * runs on install and update, and again should an update find the item missing.
 */
export async function createConnectMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: CONNECT_MENU_ID,
    title: extensionCopy.connectWith('…'),
    contexts: ['selection', 'link'],
    visible: false,
  });
}

async function showMenuFor(email: string | null): Promise<void> {
  const change = email ? { title: extensionCopy.connectWith(email), visible: true } : { visible: false };
  try {
    await browser.contextMenus.update(CONNECT_MENU_ID, change);
  } catch {
    await createConnectMenu();
    await browser.contextMenus.update(CONNECT_MENU_ID, change);
  }
}

/**
 * The content script's report: the menu item shows the address (or hides), and the popup
 * will offer it. A withdrawn selection forgets it, unless the user picked it from the menu.
 */
export async function onEmailDetected(tabId: number | undefined, email: string | null, source: DetectedEmailSource) {
  const address = email ? emailIn(email) : null;
  if (tabId !== undefined) {
    if (address) detectedByTab.set(tabId, { email: address, source });
    else detectedByTab.delete(tabId);
  }
  await showMenuFor(address);
  if (address) {
    await saveSelectedEmail(address, source);
    return;
  }
  const stored = await readSelectedEmail();
  if (stored && stored.source !== 'context-menu') await clearSelectedEmail();
}

/** Another tab became active: the menu shows what was detected there. */
export async function onTabActivated(tabId: number): Promise<void> {
  await showMenuFor(detectedByTab.get(tabId)?.email ?? null);
}

export function onTabRemoved(tabId: number): void {
  detectedByTab.delete(tabId);
}

/** The address a click on the item is about: the mailto link, the selection, or the tab's last report. */
export function emailOfMenuClick(info: Browser.contextMenus.OnClickData, tabId?: number): string | null {
  const fromLink = info.linkUrl?.toLowerCase().startsWith('mailto:') ? emailIn(info.linkUrl) : null;
  return (
    fromLink ??
    emailOfSelection(info.selectionText) ??
    (tabId === undefined ? null : (detectedByTab.get(tabId)?.email ?? null))
  );
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

/** A click on 'Connect with {email}': keep the address for the popup and open it. */
export async function onConnectMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) {
  if (info.menuItemId !== CONNECT_MENU_ID) return;
  const email = emailOfMenuClick(info, tab?.id);
  if (!email) return;
  const saved = saveSelectedEmail(email, 'context-menu');
  const opened = openQuickConnect(tab?.windowId);
  await Promise.all([saved, opened]);
}
