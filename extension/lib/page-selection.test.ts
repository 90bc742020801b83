import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { emailSelectedInActiveTab, keepEmailSelectedInActiveTab } from './page-selection';
import { readSelectedEmail } from './selected-email';

/** WXT's fake browser cannot run a script in a page: a spy answers as the page would. */
const pageSelects = (text: string) =>
  vi
    .spyOn(fakeBrowser.scripting, 'executeScript')
    .mockResolvedValue([{ frameId: 0, documentId: 'd', result: text }] as never);

/** A page in front of the focused window (the fake browser cannot make a tab active: a spy answers). */
async function openTab(url: string) {
  const window = await fakeBrowser.windows.create({ focused: true });
  const tab = { ...(await fakeBrowser.tabs.create({ windowId: window.id, url })), active: true };
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([tab]);
  return tab;
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

describe('the address selected in the active tab, read when the popup opens', () => {
  it('runs once in the active tab and keeps the address it finds', async () => {
    const tab = await openTab('https://example.com/team');
    const run = pageSelects(' Ann@Example.com ');
    await keepEmailSelectedInActiveTab();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatchObject({ target: { tabId: tab.id } });
    await expect(readSelectedEmail()).resolves.toMatchObject({ email: 'ann@example.com', source: 'selection' });
  });

  it('keeps nothing for a selection that is not an address', async () => {
    await openTab('https://example.com/');
    pageSelects('write to ann@example.com today');
    await keepEmailSelectedInActiveTab();
    await expect(readSelectedEmail()).resolves.toBeNull();
  });

  it('finds nothing where the browser gives no access (its own pages) or without a tab', async () => {
    await expect(emailSelectedInActiveTab()).resolves.toBeNull();
    await openTab('chrome://settings');
    vi.spyOn(fakeBrowser.scripting, 'executeScript').mockRejectedValue(new Error('Cannot access a chrome:// URL'));
    await expect(emailSelectedInActiveTab()).resolves.toBeNull();
  });
});
