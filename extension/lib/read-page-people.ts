import { PAGE_PEOPLE_MAX } from '@shared/api/page-people';
import { browser } from 'wxt/browser';
import { mergeFrameAddresses, readFrameAddresses } from './page-addresses';

/** Why a page gave no addresses: the browser gave no access to it (its own pages, a tab not acted on). */
export class PageUnreadable extends Error {
  constructor() {
    super('page-unreadable');
    this.name = 'PageUnreadable';
  }
}

/**
 * The addresses of the tab in front (or `tabId`, the tab a menu click was on), read once when
 * the user asks: `activeTab` (granted by the toolbar button or the context-menu item) lets
 * `scripting` run `readFrameAddresses` in each of its frames, as quick-connect reads a
 * selection. The user's own address is left out; at most 50.
 */
export async function readPagePeople(ownEmail: string, tabId?: number): Promise<{ tabId: number; emails: string[] }> {
  const id = tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (id === undefined) throw new PageUnreadable();
  let frames: { frameId?: number; result?: unknown }[];
  try {
    frames = await browser.scripting.executeScript({
      target: { tabId: id, allFrames: true },
      func: readFrameAddresses,
      // One more than the list holds: the user's own address may be among them.
      args: [PAGE_PEOPLE_MAX + 1],
    });
  } catch {
    throw new PageUnreadable();
  }
  // The top frame (id 0) first; Chrome and Firefox answer the others in document order.
  const ordered = [...frames].sort((a, b) => Number(a.frameId !== 0) - Number(b.frameId !== 0));
  return {
    tabId: id,
    emails: mergeFrameAddresses(
      ordered.map((frame) => frame.result),
      ownEmail,
    ),
  };
}
