import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { type AppServer, startAppServer } from './harness/app-server';
import { a11yViolations, launchBrowser, screenshot, type TestBrowser, waitForText } from './harness/browser';
import { clickButton, fillField, fillPassword } from './harness/forms';

let app: AppServer;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  app = await startAppServer();
  chromium = await launchBrowser();
  page = await chromium.browser.newPage();
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('a newcomer in the web app', () => {
  it('is sent to sign-in when signed out', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname === '/login');
    await screenshot(page, 'web-login');
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('sees the password rule when the password is weak', async () => {
    await page.goto(`${app.url}/signup`, { waitUntil: 'networkidle0' });
    await fillField(page, uiCopy.auth.firstName, 'Nora');
    await fillField(page, uiCopy.auth.lastName, 'Newcomer');
    await fillField(page, uiCopy.auth.email, 'nora@example.test');
    await fillPassword(page, uiCopy.auth.password, 'weakpass');
    await clickButton(page, uiCopy.auth.signUp);
    await waitForText(page, messages.password.rule);
    await screenshot(page, 'web-signup-weak-password');
  });

  it('signs up and lands on Home with the header and the sidebar', async () => {
    await page.goto(`${app.url}/signup`, { waitUntil: 'networkidle0' });
    await fillField(page, uiCopy.auth.firstName, 'Nora');
    await fillField(page, uiCopy.auth.lastName, 'Newcomer');
    await fillField(page, uiCopy.auth.email, 'nora@example.test');
    await fillPassword(page, uiCopy.auth.password, 'Welcome#2026');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await clickButton(page, uiCopy.auth.signUp);
    await page.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });
    await waitForText(page, messages.relationships.emptyTitle);
    const text = await page.evaluate(() => document.body.innerText);
    expect(errors).toEqual([]);
    for (const label of [uiCopy.nav.home, uiCopy.nav.jobs, uiCopy.nav.notifications, uiCopy.nav.feedback])
      expect(text).toContain(label);
    expect(text).toContain(messages.relationships.connectWithSomeone);
    expect(await page.$(`input[placeholder="${messages.relationships.searchPlaceholder}"]`)).not.toBeNull();
    await screenshot(page, 'web-home');
    expect(await a11yViolations(page)).toEqual([]);
  });

  it('opens a relationship route and a group route inside the shell', async () => {
    await page.goto(`${app.url}/relationships/someone-id`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('header');
    await waitForText(page, uiCopy.nav.home);
    await screenshot(page, 'web-relationship-route');
    expect(await page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(50);

    await page.goto(`${app.url}/group/some-group-id`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('header');
    await screenshot(page, 'web-group-route');
    expect(await page.evaluate(() => document.body.innerText)).toContain(uiCopy.screens.groupTitle);
  });

  it("shows a way on inside the shell when a screen's code cannot be downloaded", async () => {
    // As after a deployment replaced the chunk an open tab asks for, or a dropped connection.
    const broken = await chromium.browser.newPage();
    await broken.setRequestInterception(true);
    broken.on('request', (request) => {
      if (/\/assets\/RelationshipsRoute-[^/]*\.js$/.test(new URL(request.url()).pathname)) void request.abort();
      else void request.continue();
    });
    await broken.goto(`${app.url}/relationships`, { waitUntil: 'networkidle0' });
    await waitForText(broken, uiCopy.states.updatedError);
    const text = await broken.evaluate(() => document.body.innerText);
    expect(text).toContain(uiCopy.states.updatedErrorHint);
    expect(text).toContain(uiCopy.nav.home); // the shell stays: only the screen failed
    expect(await broken.$(`::-p-aria([name="${uiCopy.states.reload}"][role="button"])`)).not.toBeNull();
    await screenshot(broken, 'web-screen-download-failed');
    expect(await a11yViolations(broken)).toEqual([]);
    await broken.close();
  });

  it('keeps the session across a reload and signs out to /login', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await waitForText(page, messages.relationships.emptyTitle);
    await clickButton(page, uiCopy.nav.accountMenu);
    const logout = await page.waitForSelector(`::-p-aria([name="${uiCopy.avatarMenu.logout}"][role="menuitem"])`);
    await logout?.click();
    await page.waitForFunction(() => location.pathname === '/login', { timeout: 15_000 });
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname === '/login');
  });

  it('renders at a phone width with the mobile header title', async () => {
    const phone = await chromium.browser.newPage();
    await phone.setViewport({ width: 375, height: 740 });
    await phone.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await fillField(phone, uiCopy.auth.email, 'nora@example.test');
    await fillPassword(phone, uiCopy.auth.password, 'Welcome#2026');
    await clickButton(phone, uiCopy.auth.signIn);
    await phone.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });
    await waitForText(phone, messages.relationships.startNewRelationship);
    await screenshot(phone, 'web-home-phone');
    await phone.close();
  });
});
