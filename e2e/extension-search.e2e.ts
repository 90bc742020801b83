import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  untilStill,
  waitForText,
} from './harness/browser';
import { EXTENSION_PATH, extensionId, signedInSidePanel } from './harness/extension';
import { createGroup, createPost } from './posts-steps';

/**
 * Issue 39 in the extension: from the side panel's search box to the message, opened in place
 * (the group's timeline in the panel, its thread on the message).
 */
let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let panel: Page;
let postId: string;

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  const stranger = await signUp(app.url, { firstName: 'Sam', lastName: 'Stranger' });
  const groupId = await createGroup(avery, 'Launch crew', [blake]);
  postId = await createPost(avery, {
    content: 'The launch checklist for the Zoë demo is ready: venue, slides, catering.',
    groupsToShareWith: [groupId],
  });
  await createPost(stranger, {
    content: 'My private Zoë checklist',
    groupsToShareWith: [await createGroup(stranger, 'Solo', [])],
  });
  chromium = await launchBrowser({ extensionPath: EXTENSION_PATH });
  await extensionId(chromium.browser); // the extension's worker is up
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('message search in the side panel', () => {
  it('searches from the panel’s box and opens the message in place', async () => {
    panel = await signedInSidePanel(chromium.browser, { serverUrl: app.url, email: blake.user?.email ?? '' });

    const box = await panel.waitForSelector(`::-p-aria([name="${searchCopy.boxLabel}"][role="searchbox"])`, {
      timeout: 15_000,
    });
    await box?.type('checklist zoe');
    await panel.keyboard.press('Enter');
    await panel.waitForSelector('mark', { timeout: 15_000 });
    expect(await panel.$$eval('mark', (els) => els.map((e) => e.textContent))).toEqual(['checklist', 'Zoë']);
    const text = await panel.evaluate(() => document.body.innerText);
    expect(text).toContain('Launch crew');
    expect(text).not.toContain('My private');
    const overflows = await panel.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
    await untilStill(panel);
    expect(await seriousA11yViolations(panel)).toEqual([]);
    await screenshot(panel, 'ext-search-results-400');

    const link = await panel.waitForSelector(`a[href*="threadPostId=${postId}"]`, { timeout: 15_000 });
    await link?.click();
    // The group opens in place with its thread on the message, and a way to the same place in a tab.
    await waitForText(panel, uiCopy.extension.openInWebApp);
    await panel.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('aside, section, [role="dialog"], [role="complementary"]')].some(
          (e) => e.innerText.trim().startsWith('Thread') && e.innerText.includes('Zoë demo'),
        ),
      { timeout: 20_000 },
    );
    await waitForText(panel, 'Launch crew');
    await untilStill(panel);
    await screenshot(panel, 'ext-search-opened-400');
  });
});
