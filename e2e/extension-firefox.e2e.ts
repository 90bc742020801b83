import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePeopleCopy, uiCopy } from '@shared/ui-copy';
import { signUp, TEST_PASSWORD, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { screenshot } from './harness/browser';
import { POLL, press, waitForPanelText } from './harness/panel';

/**
 * The Firefox build (issue 37: "in Chrome and Firefox builds"), installed in Debian's Firefox ESR
 * as a temporary add-on over WebDriver BiDi: its sidebar page signs in, shows the relationships
 * and reads the people of a mail thread in the tab in front. Firefox's sidebar cannot be driven
 * from here, so the sidebar's page runs in a tab behind the page it reads, as the Chrome test
 * does. Its socket must go live (Firefox's default page policy upgraded ws:// to wss://). The thread is served on 127.0.0.1, a host the manifest asks for, since no toolbar click
 * can grant activeTab over BiDi.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const EXTENSION = resolve(import.meta.dirname, '../dist-ext/firefox-mv3');
const ADDON_ID = 'extension@rapport.local';
/** Fixed through Firefox's own preference, so the test knows the sidebar page's address. */
const ADDON_UUID = '6f1d3a52-5c1e-4e0b-9a57-1f3d2b7c9e41';
const FIXTURES = resolve(import.meta.dirname, 'fixtures/page-people');
const copy = pagePeopleCopy;

let app: AppServer;
let firefox: Browser;
let pages: Server;
let site: string;
const people: Record<string, TestClient> = {};

beforeAll(async () => {
  app = await startAppServer();
  people.avery = await signUp(app.url, {
    email: 'avery.stone@rapport-e2e.example',
    firstName: 'Avery',
    lastName: 'Stone',
  });
  people.blake = await signUp(app.url, {
    email: 'blake.rivers@northwind.example',
    firstName: 'Blake',
    lastName: 'Rivers',
  });
  const [avery, blake] = [people.avery, people.blake];
  await avery.post('/api/user/connect', { userId: avery.user?.id, connectWithUserId: blake.user?.id });
  await blake.post('/api/user/connect', { userId: blake.user?.id, connectWithUserId: avery.user?.id });

  pages = createServer((req, res) => {
    try {
      const name = (req.url ?? '/').replace(/^\/+/, '').replace(/\.\./g, '');
      const file = readFileSync(join(FIXTURES, name));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(file);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => pages.listen(0, '127.0.0.1', done));
  site = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;

  firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // WebDriver BiDi navigates to moz-extension:// pages only with this flag (Firefox 13x on).
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      // The manifest's hosts granted at install, as a user does who accepts the install dialog.
      'extensions.originControls.grantByDefault': true,
    },
  });
  expect(await firefox.installExtension(EXTENSION)).toBe(ADDON_ID);
}, 120_000);

afterAll(async () => {
  await firefox?.close();
  await new Promise((done) => pages?.close(done));
  await app?.stop();
});

/** The element `find` returns once it does (elements are found through the DOM: ARIA queries are Chrome's). */
async function elementOf(page: Page, find: (arg: string) => HTMLElement | null | undefined, arg: string) {
  return (await page.waitForFunction(find, POLL, arg)) as unknown as ElementHandle<HTMLElement>;
}

/** Types into the input whose label reads `label`. */
async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const input = await elementOf(
    page,
    (text) => {
      const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text));
      return found?.htmlFor ? document.getElementById(found.htmlFor) : null;
    },
    label,
  );
  await input.click({ count: 3 });
  await input.type(value);
}

describe('the Firefox build', () => {
  it('signs in from its sidebar page, shows the relationships and lists the people of a mail thread', async () => {
    const panel = await firefox.newPage();
    await panel.setViewport({ width: 400, height: 900 });
    // The add-on's page loads in the add-on's process, where BiDi never reports the navigation
    // done (its frame is swapped): the test waits for the page's own text instead.
    void panel.goto(`moz-extension://${ADDON_UUID}/sidepanel.html`).catch(() => undefined);
    await waitForPanelText(panel, uiCopy.auth.signIn);
    await typeInto(panel, uiCopy.extension.serverUrl, app.url);
    await typeInto(panel, uiCopy.auth.email, people.avery?.user?.email ?? '');
    await typeInto(panel, uiCopy.auth.password, TEST_PASSWORD);
    // A real click: Firefox asks for the server's permission only during a user gesture.
    const signIn = await elementOf(
      panel,
      (name) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name),
      uiCopy.auth.signIn,
    );
    await signIn.click();
    await waitForPanelText(panel, 'Blake Rivers');
    // Live: the panel's socket is open.
    await waitForPanelText(panel, uiCopy.realtime.open);
    expect(await panel.title()).toBe('Rapport');

    const thread = await firefox.newPage();
    await thread.goto(`${site}/gmail-thread.html`);
    await thread.bringToFront();
    await press(panel, copy.button);
    await panel.waitForFunction(
      (label: string) => document.querySelectorAll(`ul[aria-label="${label}"] > li`).length > 0,
      POLL,
      copy.title,
    );
    const rows = await panel.evaluate(
      (label: string) =>
        [...document.querySelectorAll(`ul[aria-label="${label}"] > li`)].map((li) =>
          (li as HTMLElement).innerText.replace(/\s+/g, ' '),
        ),
      copy.title,
    );
    const blake = rows.find((row) => row.includes('blake.rivers@northwind.example') || row.includes('Blake Rivers'));
    expect(blake).toContain(copy.states.connected);
    expect(rows.some((row) => row.includes('finn.hale@tailspin.example') && row.includes(copy.states.notMember))).toBe(
      true,
    );
    expect(rows.join(' ')).not.toContain('avery.stone@rapport-e2e.example');
    await panel.bringToFront();
    await screenshot(panel, 'ext-firefox-page-people');
  }, 120_000);
});
