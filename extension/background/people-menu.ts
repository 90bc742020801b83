import { pagePeopleCopy } from '@shared/ui-copy';
import type { Browser } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { savePagePeopleRequest } from '../lib/page-people-request';

/** 'People on this page': on a page or a frame, anywhere but on a selection or a link. */
export const PEOPLE_MENU_ID = 'rapport-people-on-page';

/** Created after the connect items (createConnectMenu removes all items first). */
export function createPeopleMenu(): void {
  browser.contextMenus.create({ id: PEOPLE_MENU_ID, title: pagePeopleCopy.menuItem, contexts: ['page', 'frame'] });
}

type SidebarAction = { open(): Promise<void> };

/**
 * A click on the item: the click grants `activeTab` on the tab, and the side panel (Firefox:
 * the sidebar) opens and reads it. The panel is opened first, straight from the click, as
 * both browsers require a user gesture for it; the request to read follows in session storage.
 */
export async function onPeopleMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) {
  if (info.menuItemId !== PEOPLE_MENU_ID || tab?.id === undefined) return;
  const sidebar = (browser as unknown as { sidebarAction?: SidebarAction }).sidebarAction;
  const opened = browser.sidePanel
    ? browser.sidePanel.open({ windowId: tab.windowId })
    : (sidebar?.open() ?? Promise.resolve());
  await Promise.all([opened, savePagePeopleRequest(tab.id)]);
}
