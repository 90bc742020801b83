import { browser } from 'wxt/browser';

/**
 * The context-menu item's request to the side panel: read the people of this tab. It holds
 * the tab's id and the time, never anything of the page; session storage, never on disk.
 */
export type PagePeopleRequest = { tabId: number; at: number };

const KEY = 'rapport.pagePeopleRequest';
/** A request the panel did not take up within this time (signed out, closed) is dropped. */
export const REQUEST_FRESH_MS = 60_000;

export async function savePagePeopleRequest(tabId: number, at = Date.now()): Promise<void> {
  await browser.storage.session.set({ [KEY]: { tabId, at } satisfies PagePeopleRequest });
}

/** Takes the pending request, if fresh: it is removed, so it is served once. */
export async function takePagePeopleRequest(now = Date.now()): Promise<PagePeopleRequest | null> {
  const value = (await browser.storage.session.get(KEY))[KEY] as PagePeopleRequest | undefined;
  if (!value) return null;
  await browser.storage.session.remove(KEY);
  return typeof value.tabId === 'number' && now - value.at < REQUEST_FRESH_MS ? value : null;
}

/** Storage key, for listeners (storage.onChanged, area 'session'). */
export const PAGE_PEOPLE_REQUEST_KEY = KEY;
