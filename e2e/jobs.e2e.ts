import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { jobsCopy, uiCopy } from '@shared/ui-copy';
import { signUp, TEST_PASSWORD, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  waitForText,
  untilStill,
} from './harness/browser';
import { clickByRole, fillField, fillPassword } from './harness/forms';
import { returningPage } from './harness/sessions';
import { overflowsSideways } from './people-steps';
import { cardWith } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let pageA: Page;
let pageB: Page;
let jobId = '';
let workspacePath = '';
const title = 'Senior Product Designer';
const blakeEmail = `blake-${Date.now()}@example.test`;

/** Axe after the toasts are gone (they announce, and fade in). */
async function a11y(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(() => !document.querySelector('[data-toast], [role="status"][aria-live] li'), { timeout: 8000 })
    .catch(() => undefined);
  return seriousA11yViolations(page);
}

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  chromium = await launchBrowser();
  const [a, b] = (await Promise.all([1, 2].map(() => chromium.browser.createBrowserContext()))) as [
    BrowserContext,
    BrowserContext,
  ];
  await a.overridePermissions(app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  pageA = await returningPage(a, app.url, avery);
  pageB = await b.newPage();
  await pageB.setViewport({ width: 1280, height: 800 });
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('jobs and applicants', () => {
  it('A posts a job with a formatted description and copies its link', async () => {
    await pageA.goto(`${app.url}/jobs/view?phase=POSTED`, { waitUntil: 'networkidle0' });
    await waitForText(pageA, messages.jobs.emptyView);
    expect(await a11y(pageA)).toEqual([]);
    await screenshot(pageA, 'jobs-01-home-empty');
    await clickByRole(pageA, 'button', messages.relationships.postJob);
    await fillField(pageA, jobsCopy.form.title, title);
    await clickByRole(pageA, 'button', jobsCopy.form.addDescription);
    const editor = await pageA.waitForSelector(`::-p-aria([name="${jobsCopy.richText.title}"][role="textbox"])`);
    await editor?.click();
    await pageA.keyboard.type('Lead design for ');
    await clickByRole(pageA, 'button', jobsCopy.richText.bold);
    await pageA.keyboard.type('hiring tools');
    await clickByRole(pageA, 'button', jobsCopy.richText.bold);
    await pageA.keyboard.press('Enter');
    await pageA.keyboard.type('- Research with recruiters');
    await pageA.keyboard.press('Enter');
    await pageA.keyboard.type('Ship weekly');
    await untilStill(pageA);
    await screenshot(pageA, 'jobs-02-description-editor');
    await clickByRole(pageA, 'button', jobsCopy.richText.save);
    await pageA.waitForSelector('form#job-form strong');
    // The dialog hands focus back to its button as it closes: type once it has.
    await untilStill(pageA);
    await fillField(pageA, jobsCopy.form.companyName, 'Lumen Analytics');
    await fillField(pageA, jobsCopy.form.city, 'Austin');
    await fillField(pageA, jobsCopy.form.country, 'US');
    await fillField(pageA, jobsCopy.form.salaryMin, '120000');
    await fillField(pageA, jobsCopy.form.salaryMax, '150000');
    const jobType = await pageA.waitForSelector(`::-p-aria([name="${jobsCopy.form.jobType}"][role="combobox"])`);
    await jobType?.type('Full-time');
    await screenshot(pageA, 'jobs-03-post-form');
    await clickByRole(pageA, 'button', jobsCopy.form.publish);
    await waitForText(pageA, jobsCopy.form.published);
    await pageA.waitForFunction(
      () => /^\/jobs\/[^/]+$/.test(location.pathname) && !location.pathname.endsWith('/view'),
    );
    jobId = decodeURIComponent(new URL(pageA.url()).pathname.split('/')[2] ?? '');
    expect(jobId).not.toBe('');
    await waitForText(pageA, 'Lumen Analytics');
    // The Post a job drawer slides out over the page: click behind it once it has gone.
    await pageA.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });
    await clickByRole(pageA, 'button', jobsCopy.page.details);
    await pageA.waitForSelector('article strong');
    expect(await pageA.$eval('article strong', (el) => el.textContent)).toBe('hiring tools');
    expect(await pageA.$$eval('article ul li', (items) => items.map((li) => li.textContent))).toEqual([
      'Research with recruiters',
      'Ship weekly',
    ]);
    await waitForText(pageA, '$120,000 - $150,000');
    await clickByRole(pageA, 'button', jobsCopy.page.copyLink);
    await waitForText(pageA, messages.jobs.linkCopied);
    expect(await pageA.evaluate(() => navigator.clipboard.readText())).toBe(`${app.url}/job/${jobId}`);
    await screenshot(pageA, 'jobs-04-job-page-owner');
    expect(await a11y(pageA)).toEqual([]);
    // The row in the Posted list: title, Published, Applicants (0).
    await waitForText(pageA, 'Applicants (0) · United States · Full-time');
  });

  it('B opens the link signed out, signs up, applies and lands in the applicant workspace; A sees B live', async () => {
    await clickByRole(pageA, 'button', jobsCopy.page.ineligible(0));
    await pageB.goto(`${app.url}/job/${jobId}`, { waitUntil: 'networkidle0' });
    await waitForText(pageB, title);
    await waitForText(pageB, 'hiring tools');
    // A shared link previews: Open Graph and JobPosting JSON-LD are in the page the server
    // sends, before any script runs (what a crawler reads), and still there in the browser.
    const served = await (await fetch(`${app.url}/job/${jobId}`)).text();
    const fromHtml = (html: string) => {
      const og = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      return { og, ld: ld ? (JSON.parse(ld) as Record<string, unknown>) : null };
    };
    const crawled = fromHtml(served);
    expect(crawled.og).toContain(title);
    expect(crawled.ld).toMatchObject({ '@type': 'JobPosting', title, hiringOrganization: { name: 'Lumen Analytics' } });
    expect(fromHtml(await pageB.content()).og).toBe(crawled.og);
    expect(await a11y(pageB)).toEqual([]);
    await screenshot(pageB, 'jobs-05-public-signed-out');
    await clickByRole(pageB, 'link', jobsCopy.page.apply);
    await pageB.waitForFunction(() => location.pathname === '/signup');
    await fillField(pageB, uiCopy.auth.firstName, 'Blake');
    await fillField(pageB, uiCopy.auth.lastName, 'Rivers');
    await fillField(pageB, uiCopy.auth.email, blakeEmail);
    await fillPassword(pageB, uiCopy.auth.password, TEST_PASSWORD);
    await clickByRole(pageB, 'button', uiCopy.auth.signUp);
    await pageB.waitForFunction(() => /^\/jobs\/[^/]+\/applicants\/[^/]+$/.test(location.pathname), {
      timeout: 20_000,
    });
    workspacePath = new URL(pageB.url()).pathname;
    await pageB.waitForSelector('li[aria-current="step"]');
    expect(await pageB.$eval('li[aria-current="step"]', (el) => el.textContent)).toContain('Application started');
    // A's list gets Blake without a reload.
    await waitForText(pageA, 'Blake Rivers');
    await screenshot(pageA, 'jobs-06-owner-sees-applicant-live');
  });

  it('B shares a resume in the workspace; the stepper moves to In progress', async () => {
    const box = await pageB
      .waitForSelector(`::-p-aria([name="${messages.chat.placeholder(title)}"][role="textbox"])`, {
        timeout: 15_000,
      })
      .catch(() => null);
    const chat = box ?? (await pageB.waitForSelector('textarea'));
    await chat?.type('Hello! My resume: portfolio and 8 years of product design.');
    await pageB.keyboard.press('Enter');
    await cardWith(pageB, 'My resume: portfolio');
    await pageB.waitForFunction(
      () => document.querySelector('li[aria-current="step"]')?.textContent?.includes('In progress'),
      { timeout: 15_000 },
    );
    expect(await a11y(pageB)).toEqual([]);
    await screenshot(pageB, 'jobs-07-applicant-workspace');
  });

  it('A rates B Good Fit, writes a note and filters by chips', async () => {
    // Unrated and not yet submitted, Blake waits under Incomplete; Good Fit moves them to Applicants.
    await pageA.goto(`${app.url}/jobs/${jobId}?phase=POSTED&view=incomplete`, { waitUntil: 'networkidle0' });
    await waitForText(pageA, jobsCopy.page.eligible(0));
    await waitForText(pageA, 'Blake Rivers');
    await clickByRole(pageA, 'button', jobsCopy.applicantMenu.label('Blake Rivers'));
    await untilStill(pageA);
    await clickByRole(pageA, 'menuitem', jobsCopy.applicantMenu.goodFit);
    await waitForText(pageA, messages.jobs.applicantUpdated);
    await waitForText(pageA, jobsCopy.page.ineligible(0));
    await clickByRole(pageA, 'button', jobsCopy.page.eligible(1));
    await clickByRole(pageA, 'button', 'Good Fit');
    await waitForText(pageA, 'Blake Rivers');
    await clickByRole(pageA, 'button', 'Maybe');
    await waitForText(pageA, messages.jobs.noApplicantMatches);
    await screenshot(pageA, 'jobs-08-chips-maybe-empty');
    await clickByRole(pageA, 'button', 'All');
    await pageA.locator('a[href*="/applicants/"] ::-p-text(Blake Rivers)').setTimeout(15_000).click();
    await pageA.waitForFunction(() => location.pathname.includes('/applicants/'));
    await waitForText(pageA, jobsCopy.details.title);
    await waitForText(pageA, messages.jobs.noSummary);
    await fillField(pageA, jobsCopy.details.note, 'Strong portfolio; schedule a call.');
    await clickByRole(pageA, 'button', jobsCopy.details.saveNote);
    await waitForText(pageA, messages.jobs.applicantUpdated);
    // The note is stored: after a reload it is in its field.
    await pageA.reload({ waitUntil: 'networkidle0' });
    await pageA.waitForFunction(
      (text) => [...document.querySelectorAll('textarea')].some((t) => t.value === text),
      { timeout: 15_000 },
      'Strong portfolio; schedule a call.',
    );
    await cardWith(pageA, 'My resume: portfolio');
    expect(await a11y(pageA)).toEqual([]);
    await screenshot(pageA, 'jobs-09-applicant-details');
  });

  it("the jobs home shows A each posted job's applicants, and B's workspace links to the job's Details", async () => {
    await pageA.goto(`${app.url}/jobs/view?phase=POSTED`, { waitUntil: 'networkidle0' });
    await waitForText(pageA, jobsCopy.overview.postedTitle);
    const row = await pageA.waitForFunction(
      (jobTitle) => {
        const link = [...document.querySelectorAll('main table a')].find((a) => a.textContent === jobTitle);
        const cells = [...(link?.closest('tr')?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
        return cells.length === 4 && cells[2] !== '–' ? cells : null;
      },
      { timeout: 15_000 },
      title,
    );
    // Published, one applicant, rated Good Fit: one to review, none incomplete.
    expect(await row.jsonValue()).toEqual(['Published', '1', '1', '0']);
    await waitForText(pageA, jobsCopy.overview.statusCount('Published', 1));
    expect(await pageA.evaluate(() => document.body.innerText.includes('will appear here'))).toBe(false);
    await untilStill(pageA);
    await screenshot(pageA, 'jobs-09b-jobs-home-recruiter');
    expect(await a11y(pageA)).toEqual([]);
    await pageB.goto(`${app.url}${workspacePath}?phase=APPLIED`, { waitUntil: 'networkidle0' });
    const details = await pageB.waitForSelector(
      'nav[aria-label="Breadcrumb"] ::-p-aria([name="Details"][role="link"])',
      {
        timeout: 15_000,
      },
    );
    expect(await details?.evaluate((a) => a.getAttribute('href'))).toBe(`/jobs/${jobId}?phase=APPLIED&view=job`);
    await screenshot(pageB, 'jobs-09c-workspace-details-link');
  });

  it('B submits; A closes and reopens the job and B follows', async () => {
    await clickByRole(pageB, 'button', jobsCopy.page.submit);
    await waitForText(pageB, jobsCopy.dialog.title);
    await clickByRole(pageB, 'button', jobsCopy.dialog.returnToJobs);
    await pageB.goto(`${app.url}${workspacePath}?phase=APPLIED`, { waitUntil: 'networkidle0' });
    await pageB.waitForFunction(
      () => document.querySelector('li[aria-current="step"]')?.textContent?.includes('Submitted'),
      { timeout: 15_000 },
    );
    await pageB.goto(`${app.url}/jobs/${jobId}?phase=APPLIED`, { waitUntil: 'networkidle0' });
    await waitForText(pageB, 'Submitted');
    await pageA.goto(`${app.url}/jobs/${jobId}?phase=POSTED&view=job`, { waitUntil: 'networkidle0' });
    await clickByRole(pageA, 'button', jobsCopy.menu.close);
    await waitForText(pageA, jobsCopy.menu.reopen);
    await waitForText(pageB, jobsCopy.dialog.closedTitle);
    await untilStill(pageB);
    await screenshot(pageB, 'jobs-10-applicant-sees-closed');
    await clickByRole(pageB, 'button', jobsCopy.dialog.gotIt);
    await clickByRole(pageA, 'button', jobsCopy.menu.reopen);
    await waitForText(pageA, jobsCopy.menu.close);
    // B's page follows the reopening without a reload: the chip says Published again and
    // the closed dialog does not come back.
    await pageB.waitForFunction(
      (closedTitle) =>
        document.querySelector('article header')?.textContent?.includes('Published') &&
        !document.body.innerText.includes(closedTitle),
      { timeout: 15_000 },
      jobsCopy.dialog.closedTitle,
    );
    await screenshot(pageB, 'jobs-10b-applicant-sees-reopened');
  });

  it('A opens the workspace from My Groups, and its /group link, as the applicant workspace', async () => {
    const groupId = workspacePath.split('/')[4] ?? '';
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await pageA.locator(`[role="tab"] ::-p-text(${uiCopy.sidebar.myGroups})`).setTimeout(15_000).click();
    await pageA.locator(`a[href="${workspacePath}?phase=POSTED"]`).setTimeout(15_000).click();
    await waitForText(pageA, jobsCopy.details.title);
    await pageA.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
    await pageA.waitForFunction((path) => location.pathname === path, { timeout: 15_000 }, workspacePath);
    await waitForText(pageA, jobsCopy.details.title);
    await screenshot(pageA, 'jobs-11-owner-workspace-from-group-link');
  });

  it('fits a phone', async () => {
    for (const page of [pageA, pageB]) await page.setViewport({ width: 390, height: 844 });
    await pageA.goto(`${app.url}/jobs/${jobId}?phase=POSTED&view=applicants`, { waitUntil: 'networkidle0' });
    await waitForText(pageA, 'Blake Rivers');
    expect(await overflowsSideways(pageA)).toBe(false);
    await screenshot(pageA, 'jobs-11-phone-job-page');
    await pageB.goto(`${app.url}${workspacePath}?phase=APPLIED`, { waitUntil: 'networkidle0' });
    await pageB.waitForSelector('li[aria-current="step"]');
    expect(await overflowsSideways(pageB)).toBe(false);
    await screenshot(pageB, 'jobs-12-phone-applicant-workspace');
  });
});
