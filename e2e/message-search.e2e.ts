import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, seriousA11yViolations, type TestBrowser, waitForText } from './harness/browser';
import { returningPage } from './harness/sessions';
import { createGroup, createPost } from './posts-steps';

/** Issue 39: from the header's search box to the message in its timeline. */
let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let page: Page;
let groupId: string;
let postId: string;

/** A PNG under the harness's artifacts folder (.e2e-artifacts/). */
async function keep(name: string) {
  await screenshot(page, name);
}

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  const stranger = await signUp(app.url, { firstName: 'Sam', lastName: 'Stranger' });
  groupId = await createGroup(avery, 'Launch crew', [blake]);
  postId = await createPost(avery, {
    content: 'The launch checklist for the Zoë demo is ready: venue, slides, <b>catering</b>.',
    groupsToShareWith: [groupId],
  });
  await createPost(blake, { content: 'Checklist reviewed, two items left.', groupsToShareWith: [groupId] });
  // Not Blake's to read: never in his results.
  await createPost(stranger, {
    content: 'My private checklist',
    groupsToShareWith: [await createGroup(stranger, 'Solo', [])],
  });
  chromium = await launchBrowser();
  page = await returningPage(await chromium.browser.createBrowserContext(), app.url, blake);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('message search', () => {
  it('searches from the header box, groups the results by place and marks the words', async () => {
    const box = await page.waitForSelector(`::-p-aria([name="${searchCopy.boxLabel}"][role="searchbox"])`, {
      timeout: 15_000,
    });
    await box?.type('checklist zoe');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/search', { timeout: 15_000 });
    await waitForText(page, searchCopy.resultsFor('checklist zoe'));
    await page.waitForSelector('mark', { timeout: 15_000 });
    const marks = await page.$$eval('mark', (els) => els.map((e) => e.textContent));
    expect(marks).toEqual(['checklist', 'Zoë']);
    // The markup someone typed is text, not HTML.
    const text = await page.$eval('main', (m) => (m as HTMLElement).innerText);
    expect(text).toContain('<b>catering</b>');
    expect(await page.$('main b')).toBeNull();
    expect(text).toContain('Launch crew');
    expect(text).not.toContain('My private checklist');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keep('search-results');
  });

  it('shows filters as chips and a designed empty state', async () => {
    await page.goto(`${app.url}/search?q=${encodeURIComponent('checklist from:blake in:launch')}`, {
      waitUntil: 'networkidle0',
    });
    await waitForText(page, searchCopy.filter.from('blake'));
    await waitForText(page, 'two items left');
    expect(await page.$eval('main', (m) => (m as HTMLElement).innerText)).not.toContain('Zoë demo');
    await keep('search-filters');
    await page.goto(`${app.url}/search?q=${encodeURIComponent('nothing-like-this')}`, { waitUntil: 'networkidle0' });
    await waitForText(page, searchCopy.noneTitle);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keep('search-empty');
  });

  it('opens a result on its message, in its group’s timeline', async () => {
    await page.goto(`${app.url}/search?q=zoe`, { waitUntil: 'networkidle0' });
    const link = await page.waitForSelector('main a[href*="threadPostId"]', { timeout: 15_000 });
    await link?.click();
    await page.waitForFunction(
      (g: string, p: string) =>
        location.pathname === `/group/${g}` && new URLSearchParams(location.search).get('threadPostId') === p,
      { timeout: 15_000 },
      groupId,
      postId,
    );
    // The thread beside the timeline shows the message itself.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('aside, section, [role="dialog"], [role="complementary"]')].some(
          (e) => e.innerText.trim().startsWith('Thread') && e.innerText.includes('Zoë demo'),
        ),
      { timeout: 15_000 },
    );
    await keep('search-opened');
  });
});
