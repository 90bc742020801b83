import { browser } from 'wxt/browser';
import { emailOfSelection } from './email-detection';
import { saveSelectedEmail } from './selected-email';

/** Runs in the page, once, when the user opened the popup: reads the selected text and nothing else. */
function selectedText(): string {
  return globalThis.getSelection?.()?.toString() ?? '';
}

/**
 * The address selected in the active tab, read when the user opens the popup: `activeTab`
 * (granted by that click, or by the context-menu click) lets `scripting` run `selectedText`
 * there once. Null when nothing there is an address or the browser gives no access (its own
 * pages, the web store, a tab the user did not act on).
 */
export async function emailSelectedInActiveTab(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return null;
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId: tab.id }, func: selectedText });
    return typeof frame?.result === 'string' ? emailOfSelection(frame.result) : null;
  } catch {
    return null;
  }
}

/** Keeps the active tab's selected address for quick-connect, when there is one. */
export async function keepEmailSelectedInActiveTab(): Promise<void> {
  const email = await emailSelectedInActiveTab();
  if (email) await saveSelectedEmail(email, 'selection');
}
