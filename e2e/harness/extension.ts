import { resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { uiCopy } from '@shared/ui-copy';
import { TEST_PASSWORD } from '../../server/testing/api-client';
import { waitForText } from './browser';
import { clickButton, fillField, fillPassword } from './forms';

/** The unpacked Chrome build produced by `npx wxt build`. */
export const EXTENSION_PATH = resolve(import.meta.dirname, '../../dist-ext/chrome-mv3');

/** The loaded extension's id, read from its service worker's URL. */
export async function extensionId(browser: Browser): Promise<string> {
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'),
    { timeout: 20_000 },
  );
  return new URL(worker.url()).host;
}

/** The extension's APIs, as far as the service worker is driven from these tests. */
declare const chrome: {
  action: { setPopup(details: { popup: string }): Promise<void> };
  sidePanel: { setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void> };
  tabs: { query(query: { active: boolean; lastFocusedWindow: boolean }): Promise<{ id?: number }[]> };
  scripting: { executeScript(injection: { target: { tabId: number }; func: () => unknown }): Promise<unknown> };
  runtime: { getManifest(): { content_scripts?: unknown[] } };
};

async function serviceWorker(browser: Browser, id: string) {
  const target = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${id}/`),
  );
  const worker = await target.worker();
  if (!worker) throw new Error('the extension has no service worker');
  return worker;
}

/**
 * Clicks the toolbar button over `page` with the popup as its action (as Firefox's toolbar
 * does, and as the context-menu item opens it in Chrome): the browser grants `activeTab` on
 * that page. Chrome's button opens the side panel, so the popup is set for this one click.
 */
export async function openPopupFromToolbar(browser: Browser, page: Page): Promise<Page> {
  const id = await extensionId(browser);
  const extension = (await browser.extensions()).get(id);
  if (!extension) throw new Error('launch the browser with pipe: true to click the toolbar button');
  const worker = await serviceWorker(browser, id);
  await worker.evaluate(async () => {
    await chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false });
    await chrome.action.setPopup({ popup: 'popup.html' });
  });
  try {
    await page.bringToFront();
    await page.triggerExtensionAction(extension);
    const target = await browser.waitForTarget((t) => t.url() === `chrome-extension://${id}/popup.html`, {
      timeout: 15_000,
    });
    const popup = await target.asPage();
    await popup.waitForNetworkIdle();
    return popup;
  } finally {
    await worker.evaluate(async () => {
      await chrome.action.setPopup({ popup: '' });
      await chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
    });
  }
}

/** Whether the extension could run a script in the tab in front right now, and whether it declares any content script. */
export async function extensionPageAccess(browser: Browser): Promise<{ canScript: boolean; contentScripts: number }> {
  const worker = await serviceWorker(browser, await extensionId(browser));
  return worker.evaluate(async () => {
    const contentScripts = chrome.runtime.getManifest().content_scripts?.length ?? 0;
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    if (tab?.id === undefined) return { canScript: false, contentScripts };
    try {
      await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: () => document.title });
      return { canScript: true, contentScripts };
    } catch {
      return { canScript: false, contentScripts };
    }
  });
}

/**
 * The side panel in a new tab at `width` × `height`, signed in to `serverUrl` as `email`
 * through its own form, once its live connection is open.
 */
export async function signedInSidePanel(
  browser: Browser,
  {
    serverUrl,
    email,
    width = 400,
    height = 760,
  }: { serverUrl: string; email: string; width?: number; height?: number },
): Promise<Page> {
  const id = await extensionId(browser);
  const panel = await browser.newPage();
  await panel.setViewport({ width, height });
  await panel.goto(`chrome-extension://${id}/sidepanel.html`, { waitUntil: 'networkidle0' });
  await fillField(panel, uiCopy.extension.serverUrl, serverUrl);
  await fillField(panel, uiCopy.auth.email, email);
  await fillPassword(panel, uiCopy.auth.password, TEST_PASSWORD);
  await clickButton(panel, uiCopy.auth.signIn);
  await waitForText(panel, uiCopy.realtime.open);
  return panel;
}
