import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { peopleCopy, popupCopy, uiCopy } from '@shared/ui-copy';
import { signUp, TEST_PASSWORD, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, seriousA11yViolations, type TestBrowser, waitForText } from './harness/browser';
import { EXTENSION_PATH, extensionId, extensionPageAccess, openPopupFromToolbar } from './harness/extension';
import { clickButton, fillField, fillPassword } from './harness/forms';
import { invitationLinkFor } from './people-steps';

/** The extension pages' API, as far as these tests use it inside page.evaluate. */
declare const chrome: {
  storage: {
    session: {
      get(key: string): Promise<Record<string, unknown>>;
    };
  };
};

/** Where the background keeps the address for the popup (extension/lib/selected-email.ts). */
const SELECTED_EMAIL_KEY = 'rapport.selectedEmail';
const STRANGER = `not-yet-${Date.now()}@example.test`;

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let casey: TestClient;
let id: string;
let pages: Server;
let pageUrl: string;

/** A page of some site with Blake's address in its text and a stranger's as a mailto: link. */
function testPageHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team page</title></head>
<body><h1>Our team</h1>
<p>Partnerships: Blake Rivers, <span id="blake">${blake.user?.email}</span>, Berlin office.</p>
<p>Write to our new hire: <a id="stranger" href="mailto:${STRANGER}?subject=Hello">${STRANGER}</a></p>
</body></html>`;
}

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  casey = await signUp(app.url, { firstName: 'Casey', lastName: 'Moreau' });
  await blake.patch('/api/user', { userId: blake.user?.id, headline: 'Head of Partnerships at Northwind' });
  pages = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(testPageHtml()));
  await new Promise<void>((done) => pages.listen(0, '127.0.0.1', done));
  // A site the extension holds no host permission for (it has loopback only, for the server).
  pageUrl = `http://team.example.test:${(pages.address() as AddressInfo).port}/team`;
  chromium = await launchBrowser({
    extensionPath: EXTENSION_PATH,
    pipe: true,
    args: ['--host-resolver-rules=MAP *.example.test 127.0.0.1'],
  });
  id = await extensionId(chromium.browser);
});
afterAll(async () => {
  await chromium?.close();
  await new Promise((done) => pages?.close(done));
  await app?.stop();
});

async function openPopup(): Promise<Page> {
  const popup = await chromium.browser.newPage();
  await popup.setViewport({ width: 360, height: 600 });
  await popup.goto(`chrome-extension://${id}/popup.html`, { waitUntil: 'networkidle0' });
  return popup;
}

/** What the background kept for the popup (storage.session, readable from an extension page). */
async function storedEmail(extensionPage: Page): Promise<{ email: string; source: string } | null> {
  return extensionPage.evaluate(
    async (key: string) =>
      ((await chrome.storage.session.get(key))[key] as { email: string; source: string } | undefined) ?? null,
    SELECTED_EMAIL_KEY,
  );
}

/** Selects the text of one element, as a user dragging over it would. */
async function selectTextOf(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel: string) => {
    const element = document.querySelector(sel);
    if (!element) throw new Error(`nothing matches ${sel}`);
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, selector);
}

/**
 * Opens the popup from the toolbar over `site`: it reads the selection there and shows
 * `text`. A toolbar popup closes when another target takes focus (screenshots, axe), so the
 * test goes on in popup.html opened as a page, which offers the address the popup kept.
 */
async function popupOnSelectionOf(site: Page, text: string): Promise<Page> {
  const toolbarPopup = await openPopupFromToolbar(chromium.browser, site);
  await waitForText(toolbarPopup, text);
  await toolbarPopup.close();
  const popup = await openPopup();
  await waitForText(popup, text);
  return popup;
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the popup: quick-connect with an address seen on a page', () => {
  it('asks to sign in from the side panel while signed out', async () => {
    const popup = await openPopup();
    await waitForText(popup, uiCopy.extension.signInPrompt);
    await popup.waitForSelector(`::-p-aria([name="${uiCopy.extension.openSidePanel}"][role="button"])`);
    await screenshot(popup, 'ext-popup-signed-out');
    expect(await seriousA11yViolations(popup)).toEqual([]);
    await popup.close();
  });

  it('signs in through the side panel', async () => {
    const panel = await chromium.browser.newPage();
    await panel.setViewport({ width: 400, height: 760 });
    await panel.goto(`chrome-extension://${id}/sidepanel.html`, { waitUntil: 'networkidle0' });
    await fillField(panel, uiCopy.extension.serverUrl, app.url);
    await fillField(panel, uiCopy.auth.email, avery.user?.email ?? '');
    await fillPassword(panel, uiCopy.auth.password, TEST_PASSWORD);
    await clickButton(panel, uiCopy.auth.signIn);
    await waitForText(panel, 'Avery Stone');
    await panel.close();
  });

  it('runs nothing on a page the user has not acted on', async () => {
    const site = await chromium.browser.newPage();
    await site.goto(pageUrl, { waitUntil: 'networkidle0' });
    await selectTextOf(site, '#blake');
    await site.bringToFront();
    expect(await extensionPageAccess(chromium.browser)).toEqual({ canScript: false, contentScripts: 0 });
    await site.close();
  });

  it('offers CONNECT for a member selected on a page, then reads PENDING; the member sees the request', async () => {
    const site = await chromium.browser.newPage();
    await site.goto(pageUrl, { waitUntil: 'networkidle0' });
    await selectTextOf(site, '#blake');
    // The click on the toolbar button grants activeTab: the popup reads the selection there once.
    const popup = await popupOnSelectionOf(site, 'Blake Rivers');
    expect(await storedEmail(popup)).toMatchObject({ email: blake.user?.email, source: 'selection' });
    await waitForText(popup, 'Head of Partnerships at Northwind');
    await waitForText(popup, popupCopy.fromPage);
    const connect = `${peopleCopy.connection.connect}: Blake Rivers`;
    await popup.waitForSelector(`::-p-aria([name="${connect}"][role="button"])`, { timeout: 15_000 });
    expect(await fitsWidth(popup)).toBe(true);
    await screenshot(popup, 'ext-popup-member-connect');
    expect(await seriousA11yViolations(popup)).toEqual([]);

    await clickButton(popup, connect);
    await waitForText(popup, peopleCopy.connection.pending);
    await waitForText(popup, messages.people.connectionRequestSent);
    await screenshot(popup, 'ext-popup-member-pending');

    const seenByBlake = await blake.get(
      `/api/pairing/status?userId=${blake.user?.id}&connectedWithUserId=${avery.user?.id}`,
    );
    expect(seenByBlake.body.data.status).toBe('invited-to-connect');
    expect(await storedEmail(popup)).toBeNull();
    await popup.close();
    await site.close();
  });

  it('offers ACCEPT when the member asked first, then the private workspace', async () => {
    await casey.post('/api/user/connect', { userId: casey.user?.id, connectWithUserId: avery.user?.id });
    const popup = await openPopup();
    await fillField(popup, popupCopy.emailLabel, casey.user?.email ?? '');
    await popup.keyboard.press('Enter');
    await waitForText(popup, peopleCopy.connection.acceptText('Casey Moreau'));
    await screenshot(popup, 'ext-popup-member-accept');
    await clickButton(popup, `${peopleCopy.connection.accept}: Casey Moreau`);
    await waitForText(popup, peopleCopy.connection.connected('Casey'));
    await popup.waitForSelector(`::-p-aria([name="${messages.profile.visitPrivateWorkspace}"][role="button"])`);
    await screenshot(popup, 'ext-popup-member-connected');
    const seenByCasey = await casey.get(
      `/api/pairing/status?userId=${casey.user?.id}&connectedWithUserId=${avery.user?.id}`,
    );
    expect(seenByCasey.body.data.status).toBe('connected');
    await popup.close();
  });

  // A right-click on the mailto: link opens the same popup from the context menu, which
  // puppeteer cannot click: extension/background/connect-menu.test.ts covers that handler.
  it('invites a non-member whose address is selected, holding the 1000-character rule', async () => {
    const site = await chromium.browser.newPage();
    await site.goto(pageUrl, { waitUntil: 'networkidle0' });
    await selectTextOf(site, '#stranger');
    const popup = await popupOnSelectionOf(site, peopleCopy.inviteDialog.title);
    expect(await storedEmail(popup)).toMatchObject({ email: STRANGER, source: 'selection' });
    const message = await popup.waitForSelector(
      `::-p-aria([name="${peopleCopy.newRelationship.message}"][role="textbox"])`,
      { timeout: 15_000 },
    );
    await waitForText(popup, `/${INVITATION_MESSAGE_MAX}`);
    expect(await fitsWidth(popup)).toBe(true);
    await screenshot(popup, 'ext-popup-invite');
    expect(await seriousA11yViolations(popup)).toEqual([]);

    // Over the limit: the inline message, and SEND is refused with the spec's toast.
    await message?.click();
    await popup.keyboard.press('End');
    await popup.keyboard.sendCharacter(' x'.repeat(INVITATION_MESSAGE_MAX / 2));
    await waitForText(popup, messages.people.invitationMessageTooLongInline);
    await clickButton(popup, peopleCopy.inviteDialog.send);
    await waitForText(popup, messages.people.invitationMessageTooLong);
    await screenshot(popup, 'ext-popup-invite-too-long');

    await message?.click({ count: 3 });
    await popup.keyboard.press('Backspace');
    await message?.type('Hello! Let us keep our project notes in one place.');
    await clickButton(popup, peopleCopy.inviteDialog.send);
    await waitForText(popup, messages.people.connectionRequestSent);
    await waitForText(popup, popupCopy.invitedText(STRANGER));
    await screenshot(popup, 'ext-popup-invite-sent');
    expect(await invitationLinkFor(app.url, STRANGER)).toMatch(/\/invite\//);
    expect(await storedEmail(popup)).toBeNull();
    await popup.close();
    await site.close();
  });

  it("refuses the viewer's own address and a malformed one", async () => {
    const popup = await openPopup();
    await fillField(popup, popupCopy.emailLabel, avery.user?.email ?? '');
    await popup.keyboard.press('Enter');
    await waitForText(popup, messages.people.cannotConnectWithSelf);
    await screenshot(popup, 'ext-popup-self');
    await fillField(popup, popupCopy.emailLabel, 'not an address');
    await clickButton(popup, popupCopy.lookUp);
    await waitForText(popup, messages.people.invalidEmail('not an address'));
    const text = () => popup.evaluate(() => document.body.innerText);
    expect(await text()).not.toContain(messages.people.cannotConnectWithSelf);
    await screenshot(popup, 'ext-popup-invalid');
    await clickButton(popup, popupCopy.clear);
    await clickButton(popup, popupCopy.lookUp);
    await waitForText(popup, messages.people.enterEmailToConnect);
    await popup.close();
  });
});
