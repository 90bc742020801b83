import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, seriousA11yViolations, type TestBrowser, waitForText } from './harness/browser';
import { clickByRole } from './harness/forms';
import { returningPage } from './harness/sessions';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let casey: TestClient;
let page: Page;

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  casey = await signUp(app.url, { firstName: 'Casey', lastName: 'Moss' });
  chromium = await launchBrowser();
  page = await returningPage(await chromium.browser.createBrowserContext(), app.url, casey);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('membership by consent in the web app', () => {
  it('Casey sees the invitation live, accepts it, and the group appears', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await clickByRole(page, 'tab', uiCopy.sidebar.myGroups);
    const created = await avery.post('/api/group', {
      name: 'Harbour deal',
      createdBy: avery.user?.id,
      members: [casey.user?.id],
    });
    expect(created.body.data.invitedUserIds).toEqual([casey.user?.id]);

    const invitation = messages.groups.invitedYou('Avery Stone', 'Harbour deal');
    await waitForText(page, invitation);
    await screenshot(page, 'group-invitation');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Not a member yet: the group is not in My Groups.
    const listed = () =>
      page.evaluate(() => [...document.querySelectorAll('[role="tabpanel"] a')].map((a) => a.textContent ?? ''));
    expect((await listed()).some((t) => t.includes('Harbour deal'))).toBe(false);

    await clickByRole(page, 'button', messages.groups.accept);
    await waitForText(page, messages.groups.joined('Harbour deal'));
    await page.waitForFunction(() => location.pathname.startsWith('/group/'), { timeout: 15_000 });
    await page.waitForFunction(
      () => [...document.querySelectorAll('[role="tabpanel"] a')].some((a) => a.textContent?.includes('Harbour deal')),
      { timeout: 15_000 },
    );
    expect(await page.evaluate(() => document.body.innerText.includes('invited you to join'))).toBe(false);
    await screenshot(page, 'group-invitation-accepted');
  });
});
