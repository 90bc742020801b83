import { browser } from 'wxt/browser';

/** Where the address came from: selected text, a mailto link, or the context-menu item. */
export type EmailSource = 'selection' | 'mailto' | 'context-menu';
export type SelectedEmail = { email: string; source: EmailSource; at: string };

/** Session storage: the address lives as long as the browser session, never on disk. */
const KEY = 'rapport.selectedEmail';
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

/** The one address in a selection or a mailto: href, lower-cased; null when there is none or several. */
export function emailIn(text: string): string | null {
  const candidate =
    text
      .trim()
      .replace(/^mailto:/i, '')
      .split('?')[0] ?? '';
  let decoded = candidate;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    // Not percent-encoded: keep as is.
  }
  return EMAIL.test(decoded) ? decoded.toLowerCase() : null;
}

/** Remembers the address the popup should offer to connect with. */
export async function saveSelectedEmail(email: string, source: EmailSource): Promise<void> {
  const value: SelectedEmail = { email, source, at: new Date().toISOString() };
  await browser.storage.session.set({ [KEY]: value });
}

export async function readSelectedEmail(): Promise<SelectedEmail | null> {
  const value = (await browser.storage.session.get(KEY))[KEY] as SelectedEmail | undefined;
  return value && typeof value.email === 'string' ? value : null;
}

export async function clearSelectedEmail(): Promise<void> {
  await browser.storage.session.remove(KEY);
}

/** Storage key, for listeners (storage.onChanged, area 'session'). */
export const SELECTED_EMAIL_KEY = KEY;
