import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import { REQUEST_FRESH_MS, takePagePeopleRequest } from '../lib/page-people-request';
import { createPeopleMenu, onPeopleMenuClicked, PEOPLE_MENU_ID } from './people-menu';

const click = (menuItemId: string) =>
  ({ menuItemId, editable: false, pageUrl: 'https://mail.example.com/' }) as Browser.contextMenus.OnClickData;
const tab = (id: number, windowId = 1) => ({ id, windowId, index: 0 }) as Browser.tabs.Tab;
const withSidePanel = fakeBrowser as unknown as { sidePanel?: { open: (o: { windowId: number }) => Promise<void> } };

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete withSidePanel.sidePanel;
});

describe('the People on this page menu item', () => {
  it('is created on pages and frames', () => {
    const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockReturnValue(PEOPLE_MENU_ID);
    createPeopleMenu();
    expect(create).toHaveBeenCalledWith({
      id: PEOPLE_MENU_ID,
      title: 'People on this page',
      contexts: ['page', 'frame'],
    });
  });

  it('opens the side panel of the window and asks it to read that tab, once', async () => {
    const open = vi.fn().mockResolvedValue(undefined);
    withSidePanel.sidePanel = { open };
    await onPeopleMenuClicked(click(PEOPLE_MENU_ID), tab(42, 7));
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
    await expect(takePagePeopleRequest()).resolves.toMatchObject({ tabId: 42 });
    await expect(takePagePeopleRequest()).resolves.toBeNull();
  });

  it('leaves other items alone, and a request the panel did not take up in time is dropped', async () => {
    const open = vi.fn().mockResolvedValue(undefined);
    withSidePanel.sidePanel = { open };
    await onPeopleMenuClicked(click('rapport-connect'), tab(42));
    expect(open).not.toHaveBeenCalled();
    await expect(takePagePeopleRequest()).resolves.toBeNull();
    await onPeopleMenuClicked(click(PEOPLE_MENU_ID), tab(43));
    await expect(takePagePeopleRequest(Date.now() + REQUEST_FRESH_MS + 1)).resolves.toBeNull();
  });
});
