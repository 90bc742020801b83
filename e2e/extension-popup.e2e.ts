import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { peopleCopy, popupCopy, uiCopy } from '@shared/ui-copy';
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
import {
  EXTENSION_PATH,
  extensionId,
  extensionPageAccess,
  openPopupFromToolbar,
  signedInSidePanel,
} from './harness/extension';
import { clickButton, fillField } from './harness/forms';
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
/** A long address, as some firms give: more than one line of the popup's field. */
const STRANGER = `not-yet-a-member.${Date.now()}@partnerships.northwind-example.test`;

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
    args: [
      '--host-resolver-rules=MAP *.example.test 127.0.0.1',
      // Headless Chromium's screen is 800 × 600 by default, which holds a toolbar popup to
      // 510 px; a desktop's screen lets it reach Chrome's own limit, 600.
      '--screen-info={1600x1200}',
      '--window-size=1280,1000',
    ],
  });
  id = await extensionId(chromium.browser);
});
afterAll(async () => {
  await chromium?.close();
  await new Promise((done) => pages?.close(done));
  await app?.stop();
});

/** Every answer the popup pages got, and what their consoles reported as errors. */
const answers: string[] = [];
const consoleErrors: string[] = [];

/** popup.html as a page, at the toolbar popup's size (its widest, 520 px, by default). */
async function openPopup(size = { width: 520, height: 600 }): Promise<Page> {
  const popup = await chromium.browser.newPage();
  await popup.setViewport(size);
  popup.on('response', (response) => answers.push(`${response.status()} ${response.url()}`));
  popup.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
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

/** What a user sees of the popup's layout: its window, its document, the header, the address. */
type PopupLayout = {
  window: { width: number; height: number };
  document: { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number };
  header: { left: number; width: number };
  address: { value: string; scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number };
};

async function popupLayout(popup: Page, label = popupCopy.emailLabel): Promise<PopupLayout> {
  return popup.evaluate((addressLabel: string) => {
    const root = document.documentElement;
    const header = document.querySelector('header')?.getBoundingClientRect();
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent === addressLabel);
    const address = label?.control as HTMLTextAreaElement | null | undefined;
    return {
      window: { width: window.innerWidth, height: window.innerHeight },
      document: {
        scrollWidth: root.scrollWidth,
        clientWidth: root.clientWidth,
        scrollHeight: root.scrollHeight,
        clientHeight: root.clientHeight,
      },
      header: { left: header?.left ?? -1, width: header?.width ?? 0 },
      address: {
        value: address?.value ?? '',
        scrollWidth: address?.scrollWidth ?? 0,
        clientWidth: address?.clientWidth ?? 0,
        scrollHeight: address?.scrollHeight ?? 0,
        clientHeight: address?.clientHeight ?? 0,
      },
    };
  }, label);
}

/** Whether the button named `name` is what a click at its centre reaches (no toast over it). */
async function isUncovered(page: Page, name: string): Promise<boolean> {
  const button = await page.waitForSelector(`::-p-aria([name="${name}"][role="button"])`);
  return (
    (await button?.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    })) ?? false
  );
}

/**
 * Opens the popup from the toolbar over `site`: it reads the selection there and shows
 * `ready` (a selector). Chrome sizes that window to the popup's document, up to 800 × 600:
 * its layout is measured and a screenshot taken. A toolbar popup closes when another target
 * takes focus (axe, clicks), so the test goes on in popup.html opened as a page as wide as
 * the toolbar popup and as tall as Chrome lets it grow, which offers the address it kept.
 */
async function popupOnSelectionOf(
  site: Page,
  ready: string,
  name: string,
): Promise<{ popup: Page; toolbar: PopupLayout }> {
  const toolbarPopup = await openPopupFromToolbar(chromium.browser, site);
  await toolbarPopup.waitForSelector(ready, { timeout: 15_000 });
  await untilStill(toolbarPopup);
  const toolbar = await popupLayout(toolbarPopup);
  await screenshot(toolbarPopup, name);
  await toolbarPopup.close();
  const popup = await openPopup({ width: toolbar.window.width, height: 600 });
  await popup.waitForSelector(ready, { timeout: 15_000 });
  return { popup, toolbar };
}

/**
 * The popup shows all of its content: the document scrolls neither way inside a window
 * within Chrome's limits (800 × 600), the header's border runs from edge to edge, and the
 * address field shows the whole address (wrapped if it must be, never cut).
 */
function expectWholePopup(layout: PopupLayout, address: string) {
  expect(layout.window.width).toBeLessThanOrEqual(800);
  expect(layout.window.height).toBeLessThanOrEqual(600);
  expect(layout.document.scrollHeight).toBeLessThanOrEqual(layout.document.clientHeight);
  expect(layout.document.scrollWidth).toBeLessThanOrEqual(layout.document.clientWidth);
  expect(layout.header).toEqual({ left: 0, width: layout.document.clientWidth });
  expect(layout.address.value).toBe(address);
  expect(layout.address.scrollWidth).toBeLessThanOrEqual(layout.address.clientWidth);
  expect(layout.address.scrollHeight).toBeLessThanOrEqual(layout.address.clientHeight);
}

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
    const panel = await signedInSidePanel(chromium.browser, { serverUrl: app.url, email: avery.user?.email ?? '' });
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
    const connect = `${peopleCopy.connection.connect}: Blake Rivers`;
    const { popup, toolbar } = await popupOnSelectionOf(
      site,
      `::-p-aria([name="${connect}"][role="button"])`,
      'ext-popup-toolbar-member-connect',
    );
    expectWholePopup(toolbar, blake.user?.email ?? '');
    expect(await storedEmail(popup)).toMatchObject({ email: blake.user?.email, source: 'selection' });
    await waitForText(popup, 'Head of Partnerships at Northwind');
    await waitForText(popup, popupCopy.fromPage);
    expectWholePopup(await popupLayout(popup), blake.user?.email ?? '');
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
    const messageBox = `::-p-aria([name="${peopleCopy.newRelationship.message}"][role="textbox"])`;
    const { popup, toolbar } = await popupOnSelectionOf(site, messageBox, 'ext-popup-toolbar-invite');
    // The popup's tallest state, with an address too long for one line of the field.
    expectWholePopup(toolbar, STRANGER);
    expect(await storedEmail(popup)).toMatchObject({ email: STRANGER, source: 'selection' });
    await waitForText(popup, peopleCopy.inviteDialog.title);
    const message = await popup.waitForSelector(messageBox);
    await waitForText(popup, `/${INVITATION_MESSAGE_MAX}`);
    expectWholePopup(await popupLayout(popup), STRANGER);
    await screenshot(popup, 'ext-popup-invite');
    expect(await seriousA11yViolations(popup)).toEqual([]);

    // Over the limit: the inline message, and SEND is refused with the spec's toast.
    await message?.click();
    await popup.keyboard.press('End');
    await popup.keyboard.sendCharacter(' x'.repeat(INVITATION_MESSAGE_MAX / 2));
    await waitForText(popup, messages.people.invitationMessageTooLongInline);
    await clickButton(popup, peopleCopy.inviteDialog.send);
    await waitForText(popup, messages.people.invitationMessageTooLong);
    await untilStill(popup);
    expectWholePopup(await popupLayout(popup), STRANGER);
    // The toast shows above the header: SEND stays in reach.
    expect(await isUncovered(popup, peopleCopy.inviteDialog.send)).toBe(true);
    await screenshot(popup, 'ext-popup-invite-too-long');

    // All of it (a triple click selects one paragraph only, of a message that has several).
    await message?.click();
    await message?.evaluate((box) => (box as HTMLTextAreaElement).select());
    await popup.keyboard.press('Backspace');
    await message?.type('Hello! Let us keep our project notes in one place.');
    await clickButton(popup, peopleCopy.inviteDialog.send);
    await waitForText(popup, messages.people.connectionRequestSent);
    await waitForText(popup, popupCopy.invitedText(STRANGER));
    await screenshot(popup, 'ext-popup-invite-sent');
    expect(await invitationLinkFor(app.url, STRANGER)).toMatch(/\/invite\//);
    // The address was looked up once (on open, not again on send), and 'not a member' was an
    // answer: no failed request in the console.
    expect(
      answers.filter((a) => a.includes('/api/user/email') && a.includes(encodeURIComponent(STRANGER))),
    ).toHaveLength(1);
    expect(answers.filter((a) => /^4\d\d /.test(a) && a.includes('/api/user/email'))).toEqual([]);
    expect(consoleErrors.filter((e) => e.includes('Failed to load resource'))).toEqual([]);
    expect(await storedEmail(popup)).toBeNull();
    await popup.close();
    await site.close();
  });

  it('opens the web app signed in, from the header', async () => {
    const popup = await openPopup();
    await waitForText(popup, popupCopy.title);
    const home = chromium.browser.waitForTarget((t) => t.url() === `${app.url}/`, { timeout: 20_000 });
    await clickButton(popup, uiCopy.extension.openWebApp);
    const homeTab = await (await home).asPage();
    // Signed in through a one-time link: home shows the lists (signed out, it would be /login).
    await waitForText(homeTab, uiCopy.sidebar.myGroups, 20_000);
    expect(new URL(homeTab.url()).pathname).toBe('/');
    await homeTab.close();
    await popup.close();
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
