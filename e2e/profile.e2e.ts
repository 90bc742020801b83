import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { peopleCopy, profileCopy, uiCopy } from '@shared/ui-copy';
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
import { clickButton, fillField, fillPassword } from './harness/forms';

let app: AppServer;
let chromium: TestBrowser;
let page: Page;
let owner: TestClient;
let visitor: TestClient;
const alias = 'priya.patel.e2e';
const copy = profileCopy;

beforeAll(async () => {
  app = await startAppServer();
  owner = await signUp(app.url, { firstName: 'Priya', lastName: 'Patel', email: 'priya@example.test' });
  visitor = await signUp(app.url, { firstName: 'Victor', lastName: 'Visitor', email: 'victor@example.test' });
  chromium = await launchBrowser();
  const context = chromium.browser.defaultBrowserContext();
  await context.overridePermissions(app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  page = await chromium.browser.newPage();
  await signIn(page, 'priya@example.test');
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

async function signIn(target: Page, email: string, path = '/login'): Promise<void> {
  await target.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
  await fillField(target, uiCopy.auth.email, email);
  await fillPassword(target, uiCopy.auth.password, TEST_PASSWORD);
  await clickButton(target, uiCopy.auth.signIn);
  await target.waitForFunction(() => location.pathname !== '/login', { timeout: 15_000 });
}

async function chooseMenuItem(target: Page, menu: string, item: string): Promise<void> {
  await clickButton(target, menu);
  const entry = await target.waitForSelector(`::-p-aria([name="${item}"][role="menuitem"])`, { timeout: 15_000 });
  await entry?.click();
}

/** The text of the toasts on screen. */
const toastTexts = (target: Page) =>
  target.$$eval('[role="status"], [role="alert"]', (nodes) => nodes.map((node) => node.textContent ?? ''));

async function waitForToast(target: Page, text: string): Promise<void> {
  await target.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll('[role="status"], [role="alert"]')].some((node) => node.textContent?.includes(t)),
    { timeout: 15_000 },
    text,
  );
}

async function atPhoneWidth(target: Page, name: string): Promise<void> {
  await target.setViewport({ width: 375, height: 740 });
  await untilStill(target);
  await screenshot(target, `${name}-375`);
  await target.setViewport({ width: 1280, height: 800 });
  await untilStill(target);
}

describe('profiles in the web app', () => {
  it('completes the profile in the edit drawer and then reads EDIT PROFILE', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await chooseMenuItem(page, uiCopy.nav.accountMenu, uiCopy.avatarMenu.editProfile);
    await waitForText(page, messages.profile.completeProfile);
    await waitForText(page, messages.profile.emptyBio);
    await waitForText(page, messages.profile.notAdded);
    await untilStill(page);
    await screenshot(page, 'profile-panel-incomplete');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await clickButton(page, messages.profile.completeProfile);
    await page.waitForSelector(`::-p-aria([name="${copy.edit.headline}"][role="textbox"])`);
    await fillField(page, copy.edit.headline, 'Head of Partnerships');
    await fillField(page, copy.edit.bio, 'I connect companies that should know each other.');
    await fillField(page, copy.edit.avatar, `${app.url}/favicon.svg`);
    await fillField(page, copy.edit.profileAlias, alias);
    await untilStill(page);
    await screenshot(page, 'profile-edit-drawer-top');
    await fillField(page, copy.edit.phone, '+1 555 010 0199');
    await fillField(page, copy.edit.city, 'Austin');
    await fillField(page, copy.edit.state, 'Texas');
    const country = await page.waitForSelector(`::-p-aria([name="${copy.edit.country}"][role="combobox"])`);
    await page.waitForFunction(() => (document.querySelector('select')?.options.length ?? 0) > 10);
    await country?.select('US');
    await fillField(page, copy.edit.meetingLink, 'meet.example.com/priya');
    await clickButton(page, copy.edit.addLink);
    await fillField(page, copy.edit.linkTitle, 'Portfolio');
    await fillField(page, copy.edit.linkUrl, 'priya.example.com');
    await fillField(page, copy.edit.companyName, 'Bridgeworks');
    await fillField(page, copy.edit.companyTitle, 'Founder');
    await fillField(page, copy.edit.companyWebsite, 'https://bridgeworks.example.com');
    await fillField(page, copy.edit.companyDescription, 'We build bridges between teams. '.repeat(30));
    await fillField(page, copy.edit.companyLogo, `${app.url}/favicon.svg`);
    await screenshot(page, 'profile-edit-drawer');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await atPhoneWidth(page, 'profile-edit-drawer');

    await clickButton(page, copy.edit.save);
    await waitForToast(page, copy.edit.saved);
    await page.waitForFunction(
      (edit: string, complete: string) =>
        [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === edit) &&
        ![...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === complete),
      { timeout: 15_000 },
      messages.profile.editProfile,
      messages.profile.completeProfile,
    );
    // Every place the user appears follows: the header's avatar now shows the new photo.
    await page.waitForSelector('header img[src$="/favicon.svg"]', { timeout: 15_000 });
    const panelText = await page.$eval('[data-testid="my-profile-panel"]', (node) => (node as HTMLElement).innerText);
    expect(panelText).toContain('Austin, Texas, United States of America');
    expect(panelText).toContain('Bridgeworks');
    expect(panelText).toContain('Portfolio');
    const portfolio = await page.$eval('a[href="http://priya.example.com"]', (a) => a.getAttribute('rel'));
    expect(portfolio).toBe('noopener noreferrer');
    await untilStill(page);
    await screenshot(page, 'profile-panel-complete');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await atPhoneWidth(page, 'profile-panel-complete');
  });

  it('shows the public profile signed out, without e-mail or phone, and CONNECT leads to sign-in', async () => {
    const context: BrowserContext = await chromium.browser.createBrowserContext();
    const stranger = await context.newPage();
    await stranger.goto(`${app.url}/cp/${alias}`, { waitUntil: 'networkidle0' });
    await waitForText(stranger, 'Priya Patel');
    await waitForText(stranger, 'Head of Partnerships');
    const text = await stranger.evaluate(() => document.body.innerText);
    expect(text).not.toContain('priya@example.test');
    expect(text).not.toContain('555');
    expect(await stranger.title()).toContain('Priya Patel');
    await screenshot(stranger, 'profile-public-signed-out');
    expect(await seriousA11yViolations(stranger)).toEqual([]);
    await atPhoneWidth(stranger, 'profile-public-signed-out');

    const connect = await stranger.waitForSelector(`::-p-aria([name="${copy.publicPage.connect}"][role="link"])`);
    await connect?.click();
    await stranger.waitForFunction(() => location.pathname === '/login');
    expect(new URL(stranger.url()).searchParams.get('redirectProfile')).toBe(alias);
    await fillField(stranger, uiCopy.auth.email, visitor.user?.email ?? '');
    await fillPassword(stranger, uiCopy.auth.password, TEST_PASSWORD);
    await clickButton(stranger, uiCopy.auth.signIn);
    await stranger.waitForFunction((a: string) => location.pathname === `/cp/${a}`, { timeout: 15_000 }, alias);
    await waitForText(stranger, messages.profile.connectPrivately);
    await screenshot(stranger, 'profile-public-signed-in');

    await stranger.goto(`${app.url}/cp/no-such-person-here`, { waitUntil: 'networkidle0' });
    await waitForText(stranger, copy.publicPage.notFoundTitle);
    await screenshot(stranger, 'profile-public-not-found');
    await context.close();
  });

  it('opens the QR connect dialog from My Link, and copy confirms with the toast', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await clickButton(page, uiCopy.nav.myLink);
    await page.waitForSelector('[data-testid="qr-connect-dialog"] svg[role="img"]');
    await waitForText(page, 'Founder · Bridgeworks');
    await clickButton(page, copy.qr.copyLink);
    await waitForToast(page, messages.profile.linkCopied);
    expect((await toastTexts(page)).join(' ')).toContain(messages.profile.linkCopied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${app.url}/cp/${alias}`);
    const qrSize = await page.$eval('[data-testid="qr-connect-dialog"] svg', (svg) => svg.getAttribute('viewBox'));
    expect(qrSize).toBeTruthy();
    await untilStill(page);
    await screenshot(page, 'profile-qr-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await atPhoneWidth(page, 'profile-qr-dialog');
    await page.keyboard.press('Escape');
  });

  it('keeps a notification preference across a reload', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await chooseMenuItem(page, uiCopy.nav.accountMenu, uiCopy.avatarMenu.notificationPreferences);
    const summary = await page.waitForSelector(
      `::-p-aria([name="${copy.preferences.emailWithoutContent}"][role="switch"])`,
    );
    await untilStill(page);
    // The e-mail choice's three radios keep their size beside a text of one line or of four.
    const radios = await page.$$eval('[data-field="emailMode"] input[type="radio"]', (inputs) =>
      inputs.map((input) => `${input.getBoundingClientRect().width}x${input.getBoundingClientRect().height}`),
    );
    expect(radios).toEqual(['16x16', '16x16', '16x16']);
    const before = await summary?.evaluate((node) => node.getAttribute('aria-checked'));
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/user/notification/preferences') && response.request().method() === 'PATCH',
    );
    await summary?.click();
    expect((await saved).status()).toBe(200);
    await untilStill(page);
    await screenshot(page, 'profile-notification-preferences');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${app.url}/?notification_preferences`, { waitUntil: 'networkidle0' });
    const after = await page.waitForSelector(
      `::-p-aria([name="${copy.preferences.emailWithoutContent}"][role="switch"])`,
    );
    const value = await after?.evaluate((node) => node.getAttribute('aria-checked'));
    expect(value).toBe(before === 'true' ? 'false' : 'true');
    expect(new URL(page.url()).searchParams.has('notification_preferences')).toBe(false);
    await atPhoneWidth(page, 'profile-notification-preferences');
  });

  it("shows the connected person's card, 'You + {firstName}', in the relationship", async () => {
    const ownerId = owner.user?.id ?? '';
    const visitorId = visitor.user?.id ?? '';
    await visitor.patch('/api/user', { userId: visitorId, headline: 'Buyer at Northwind', bio: 'I buy bridges.' });
    if (!(await visitor.get(`/api/pairing/status?userId=${visitorId}&connectedWithUserId=${ownerId}`)).body?.data) {
      throw new Error('pairing status is not served');
    }
    await owner.post('/api/user/connect', { userId: ownerId, connectWithUserId: visitorId, source: 'e2e' });
    await visitor.post('/api/user/connect', { userId: visitorId, connectWithUserId: ownerId, source: 'e2e' });
    await page.goto(`${app.url}/relationships/${visitorId}`, { waitUntil: 'networkidle0' });
    await clickButton(page, peopleCopy.relationship.viewProfile);
    await waitForText(page, 'I buy bridges.');
    const title = messages.profile.youPlus('Victor');
    expect(await page.evaluate(() => document.body.innerText)).toContain(title);
    await untilStill(page);
    await screenshot(page, 'profile-relationship-card');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await atPhoneWidth(page, 'profile-relationship-card');
  });
});
