import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataCopy } from '@shared/copy/account-data';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { signUp, TEST_PASSWORD } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  a11yViolations,
  launchBrowser,
  screenshot,
  type TestBrowser,
  untilStill,
  waitForText,
} from './harness/browser';
import { clickButton, fillPassword } from './harness/forms';
import { signInPage } from './harness/sessions';

let app: AppServer;
let chromium: TestBrowser;
let page: Page;

/** A PNG under the harness's artifacts folder (.e2e-artifacts/). */
async function shot(name: string) {
  await screenshot(page, `account-data-${name}`);
}

async function chooseMenuItem(item: string): Promise<void> {
  await clickButton(page, uiCopy.nav.accountMenu);
  const entry = await page.waitForSelector(`::-p-aria([name="${item}"][role="menuitem"])`, { timeout: 15_000 });
  await entry?.click();
}

beforeAll(async () => {
  app = await startAppServer();
  await signUp(app.url, { email: 'dana@example.test', firstName: 'Dana', lastName: 'Data' });
  chromium = await launchBrowser();
  page = await signInPage(await chromium.browser.createBrowserContext(), app.url, 'dana@example.test');
}, 60_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('Download my data and Delete my account, from the account menu', () => {
  it('prepares the zip with live progress and downloads it', async () => {
    await chooseMenuItem(accountDataCopy.menuDownload);
    await page.waitForFunction(() => location.pathname === '/account/data');
    await waitForText(page, accountDataCopy.exportIntro.slice(0, 40));
    expect(await a11yViolations(page)).toEqual([]);
    await shot('screen');
    await clickButton(page, accountDataCopy.exportButton);
    // The job reports over the WebSocket: the link appears without a reload.
    const link = await page.waitForSelector(`::-p-aria([name="${accountDataCopy.exportDownload}"][role="link"])`, {
      timeout: 60_000,
    });
    expect(await a11yViolations(page)).toEqual([]);
    await shot('export-ready');
    const href = (await link?.evaluate((a) => (a as HTMLAnchorElement).href)) as string;
    const answer = await page.evaluate(async (url: string) => {
      const res = await fetch(url, { credentials: 'include' });
      return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength };
    }, href);
    expect(answer).toMatchObject({ status: 200, type: 'application/zip' });
    expect(answer.size).toBeGreaterThan(500);
  }, 90_000);

  it('asks for the password, schedules the deletion and signs out; signing in again cancels it', async () => {
    await chooseMenuItem(accountDataCopy.menuDelete);
    await page.waitForFunction(() => location.pathname === '/account/data' && location.hash === '#delete');
    await fillPassword(page, accountDataCopy.deletePassword, 'not-the-password-1!');
    await clickButton(page, accountDataCopy.deleteButton);
    await waitForText(page, messages.accountData.wrongPassword);
    await untilStill(page); // the button's colours fade back from its pending state
    expect(await a11yViolations(page)).toEqual([]);
    await shot('delete-wrong-password');
    await page.$eval('input[type="password"]', (input) => {
      (input as HTMLInputElement).select();
    });
    await page.keyboard.press('Backspace');
    await fillPassword(page, accountDataCopy.deletePassword, TEST_PASSWORD);
    await clickButton(page, accountDataCopy.deleteButton);
    await page.waitForFunction(() => location.pathname === '/login', { timeout: 15_000 });
    await waitForText(page, messages.accountData.deletionRequested);
    await shot('delete-requested');

    page = await signInPage(page.browserContext(), app.url, 'dana@example.test');
    const state = await page.evaluate(async () => (await (await fetch('/api/account/deletion')).json()).data);
    expect(state).toMatchObject({ status: 'none', purgeAt: null });
  }, 90_000);
});
