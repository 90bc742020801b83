import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applied, Job } from '@shared/api/jobs';
import { timelinesCopy, uiCopy } from '@shared/ui-copy';
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
import { EXTENSION_PATH, signedInSidePanel } from './harness/extension';
import { clickButton } from './harness/forms';
import { overflowsSideways } from './people-steps';
import { cardWith, connect, createGroup, createPost } from './posts-steps';

// The side panel at 400 px, as Chrome opens it: job workspace rows, breadcrumbs and card
// footers whole; unread that clears once read; the Jobs breadcrumb leading to jobs; the
// profile link on the server's address; no 'New Activity (0)' and no hint for nothing.
const APPLICANT = 'Priyanka Ramaswamy-Shah';
const JOB_TITLE = 'Q4 Partnerships Manager, Northern Europe';
const GROUP = 'Q4 Partnerships Steering Committee';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let priya: TestClient;
let blake: TestClient;
let panel: Page;
let jobId = '';
let workspaceId = '';
let groupId = '';

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  priya = await signUp(app.url, { firstName: 'Priyanka', lastName: 'Ramaswamy-Shah' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  await connect(avery, blake);
  const job = (await avery.post('/api/jobs', { createdBy: avery.user?.id, title: JOB_TITLE })).body.data as Job;
  jobId = job.jobId;
  workspaceId = ((await priya.post(`/api/jobs/${jobId}/apply`, {})).body.data as Applied).groupId;
  await createPost(priya, { content: 'My portfolio follows.', groupsToShareWith: [workspaceId] });
  groupId = await createGroup(avery, GROUP, [blake]);
  for (let n = 1; n <= 6; n++) await createPost(blake, { content: `Weekly note ${n}.`, groupsToShareWith: [groupId] });
  chromium = await launchBrowser({ extensionPath: EXTENSION_PATH });
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

/** Elements matching `selector` whose text is cut (wider than their box). */
const cutTexts = (page: Page, selector: string) =>
  page.$$eval(selector, (els) =>
    els
      .filter((el) => (el.textContent ?? '').trim() !== '' && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? ''),
  );

const workspaceRow = () => `a[href="/jobs/${jobId}/applicants/${workspaceId}?phase=POSTED"]`;

async function myGroups() {
  await panel.locator(`[role="tab"] ::-p-text(${uiCopy.sidebar.myGroups})`).setTimeout(15_000).click();
  await panel.waitForSelector(workspaceRow(), { timeout: 15_000 });
  await untilStill(panel);
}

describe('the side panel at 400 px', () => {
  it('signs in', async () => {
    panel = await signedInSidePanel(chromium.browser, { serverUrl: app.url, email: avery.user?.email ?? '' });
  });

  it('shows a job workspace row by the applicant, whole, unread until read; Jobs leads to jobs', async () => {
    await myGroups();
    const row = await panel.$(workspaceRow());
    const title = await row?.$eval('span.text-sm', (el) => ({
      text: el.textContent,
      bold: el.classList.contains('font-bold'),
    }));
    expect(title).toEqual({ text: APPLICANT, bold: true });
    expect(await cutTexts(panel, `${workspaceRow()} span:not(.sr-only):not([aria-hidden])`)).toEqual([]);
    expect(await overflowsSideways(panel)).toBe(false);
    await screenshot(panel, 'panel-400-job-workspace-rows');

    await panel.locator(workspaceRow()).click();
    await cardWith(panel, 'My portfolio follows.');
    // Read: the server no longer lists it as unread.
    await expect
      .poll(
        async () =>
          (
            (await avery.get(`/api/group/user/unread?userId=${avery.user?.id}&limit=-1`)).body.data.results as {
              groupId: string;
            }[]
          ).map((g) => g.groupId),
        { timeout: 15_000 },
      )
      .not.toContain(workspaceId);
    await untilStill(panel);
    expect(await cutTexts(panel, 'nav[aria-label="Breadcrumb"] li > *')).toEqual([]);
    expect(await overflowsSideways(panel)).toBe(false);
    await screenshot(panel, 'panel-400-applicant-breadcrumbs');

    await panel.locator(`nav[aria-label="Breadcrumb"] a ::-p-text(${uiCopy.nav.jobs})`).click();
    await waitForText(panel, uiCopy.sidebar.posted);
    await waitForText(panel, JOB_TITLE);
    await untilStill(panel);
    expect(await seriousA11yViolations(panel)).toEqual([]);
    await screenshot(panel, 'panel-400-jobs-from-breadcrumb');

    // Back in My Groups, the row reads as read without a reload.
    await panel.locator(`a ::-p-text(${uiCopy.extension.backToList})`).click();
    await myGroups();
    await panel.waitForFunction(
      (selector: string) => !document.querySelector(`${selector} .font-bold`),
      { timeout: 15_000 },
      workspaceRow(),
    );
  });

  it("copies a relationship's profile link on the server's address, not chrome-extension://", async () => {
    await panel.locator(`[role="tab"] ::-p-text(${uiCopy.sidebar.myRelationships})`).click();
    await panel.locator(`a[href="/relationships/${blake.user?.id}"]`).setTimeout(15_000).click();
    await clickButton(panel, 'View Profile');
    await waitForText(panel, `${app.url}/cp/`);
    expect(await panel.evaluate(() => document.body.innerText)).not.toContain('chrome-extension://');
    await untilStill(panel);
    await screenshot(panel, 'panel-400-profile-link');
    await panel.keyboard.press('Escape');
    // Closed, not closing: a click meanwhile lands on the dialog's backdrop.
    await panel.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });
  });

  it('opens the web app signed in, where the panel was, through a one-time link', async () => {
    // This browser's web app has no session of its own: the link gives it the panel's.
    const opened = chromium.browser.waitForTarget((t) => t.url().startsWith(`${app.url}/relationships/`), {
      timeout: 20_000,
    });
    await panel.locator(`a ::-p-text(${uiCopy.extension.openInWebApp})`).click();
    const tab = await (await opened).asPage();
    await tab.waitForFunction(() => document.body?.innerText.includes('Blake Rivers'), { timeout: 20_000 });
    expect(new URL(tab.url()).pathname).toBe(`/relationships/${blake.user?.id}`);
    await untilStill(tab);
    await screenshot(tab, 'panel-open-in-web-app-signed-in');
    await tab.close();

    const home = chromium.browser.waitForTarget((t) => t.url() === `${app.url}/`, { timeout: 20_000 });
    await panel.bringToFront();
    await clickButton(panel, uiCopy.nav.accountMenu);
    await panel.locator(`::-p-aria([name="${uiCopy.extension.openWebApp}"][role="menuitem"])`).click();
    const homeTab = await (await home).asPage();
    // Signed in: home shows the lists (signed out, it would have gone to /login).
    await waitForText(homeTab, uiCopy.sidebar.myGroups, 20_000);
    expect(new URL(homeTab.url()).pathname).toBe('/');
    await homeTab.close();
  });

  it('shows card footers and breadcrumbs whole, and no back-to-top count or hint for nothing', async () => {
    await panel.bringToFront();
    await panel.locator(`nav[aria-label="Breadcrumb"] a`).click();
    await myGroups();
    await panel.locator(`a[href="/group/${groupId}"]`).click();
    await cardWith(panel, 'Weekly note 6.');
    await untilStill(panel);
    expect(await cutTexts(panel, 'nav[aria-label="Breadcrumb"] li > *')).toEqual([]);
    expect(await cutTexts(panel, 'article button[aria-label^="Shared with"] span')).toEqual([]);
    expect(await overflowsSideways(panel)).toBe(false);
    await screenshot(panel, 'panel-400-group-breadcrumbs-footers');

    await panel.evaluate(() => window.scrollTo(0, 600));
    await waitForText(panel, timelinesCopy.backToTop);
    // The viewer's own post arrives live while the list is on screen: no hint, no count.
    await createPost(avery, { content: 'My own update, shared from elsewhere.', groupsToShareWith: [groupId] });
    await cardWith(panel, 'My own update');
    await untilStill(panel);
    const text = await panel.evaluate(() => document.body.innerText);
    expect(text).not.toContain(timelinesCopy.newActivity(0));
    expect(text).not.toContain(timelinesCopy.newPostsHint(1));
    await screenshot(panel, 'panel-400-group-scrolled');
  });
});
