import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePeopleCopy, peopleCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, seriousA11yViolations, type TestBrowser, waitForText } from './harness/browser';
import { EXTENSION_PATH, extensionId, openPopupFromToolbar, signedInSidePanel } from './harness/extension';
import { POLL, press, waitForPanelText } from './harness/panel';
import { invitationLinkFor } from './people-steps';

const FIXTURES = resolve(import.meta.dirname, 'fixtures/page-people');
const copy = pagePeopleCopy;

let app: AppServer;
let chromium: TestBrowser;
let pages: Server;
let site: string;
let panel: Page;
const people: Record<string, TestClient> = {};

/** A page of 500 people, each with an address, from `from` on. */
function manyPeopleHtml(from: number): string {
  const rows = Array.from(
    { length: 500 },
    (_, n) => `<tr><td>Person ${from + n}</td><td>person${from + n}@bulk.example</td></tr>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Directory</title></head>
<body><h1>Directory</h1><table>${rows}</table></body></html>`;
}

/** The saved pages, and /many?from=N, served by a local server on a host the extension has no permission for. */
function servePages(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://pages.example.test');
    if (url.pathname === '/many') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(manyPeopleHtml(Number(url.searchParams.get('from'))));
      return;
    }
    try {
      const file = readFileSync(join(FIXTURES, url.pathname.replace(/^\/+/, '').replace(/\.\./g, '')));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(file);
    } catch {
      res.writeHead(404).end();
    }
  });
}

beforeAll(async () => {
  app = await startAppServer();
  const sign = (email: string, firstName: string, lastName: string) => signUp(app.url, { email, firstName, lastName });
  people.avery = await sign('avery.stone@rapport-e2e.example', 'Avery', 'Stone');
  people.blake = await sign('blake.rivers@northwind.example', 'Blake', 'Rivers');
  people.casey = await sign('casey.moreau@contoso.example', 'Casey', 'Moreau');
  people.dana = await sign('dana.okafor@fabrikam.example', 'Dana', 'Okafor');
  people.eli = await sign('eli.brandt@northwind.example', 'Eli', 'Brandt');
  const { avery, blake, casey, dana } = people as Required<typeof people>;
  const connect = (from: TestClient, to: TestClient) =>
    from.post('/api/user/connect', { userId: from.user?.id, connectWithUserId: to.user?.id });
  // Blake: a relationship. Casey: Avery asked. Dana: asked Avery. Eli: a member, nothing yet.
  await connect(avery as TestClient, blake as TestClient);
  await connect(blake as TestClient, avery as TestClient);
  await connect(avery as TestClient, casey as TestClient);
  await connect(dana as TestClient, avery as TestClient);

  pages = servePages();
  await new Promise<void>((done) => pages.listen(0, '127.0.0.1', done));
  site = `http://pages.example.test:${(pages.address() as AddressInfo).port}`;
  chromium = await launchBrowser({
    extensionPath: EXTENSION_PATH,
    pipe: true,
    args: ['--host-resolver-rules=MAP *.example.test 127.0.0.1', '--window-size=1280,1000'],
  });
  await extensionId(chromium.browser); // the extension's worker is up
});
afterAll(async () => {
  await chromium?.close();
  await new Promise((done) => pages?.close(done));
  await app?.stop();
});

/** The rows of the list as a user reads them: address → the row's text. */
async function listRows(page: Page): Promise<Record<string, string>> {
  return page.evaluate((label: string) => {
    const rows = [...document.querySelectorAll(`ul[aria-label="${label}"] > li`)] as HTMLElement[];
    return Object.fromEntries(
      rows.map((row) => {
        const lines = row.innerText.replace(/\s+/g, ' ');
        const email = /[^\s<>]+@[^\s<>]+?\.example/.exec(lines)?.[0]?.toLowerCase() ?? lines;
        return [email, lines];
      }),
    );
  }, copy.title);
}

async function waitForRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (label: string, n: number) => document.querySelectorAll(`ul[aria-label="${label}"] > li`).length === n,
    POLL,
    copy.title,
    count,
  );
}

/** Until the row of `email` reads `text` (a state the list reached live). */
async function waitForRowText(page: Page, email: string, text: string): Promise<void> {
  await page.waitForFunction(
    (label: string, address: string, wanted: string) =>
      [...document.querySelectorAll(`ul[aria-label="${label}"] > li`)].some(
        (row) => row.textContent?.toLowerCase().includes(address) && row.textContent.includes(wanted),
      ),
    POLL,
    copy.title,
    email,
    text,
  );
}

/**
 * Opens `path` in a tab, clicks the toolbar button over it (which grants activeTab there, as
 * opening the side panel from the toolbar does) and puts it in front; the side panel, a tab
 * behind it in the same window, then reads "the tab in front".
 */
async function showSite(path: string): Promise<Page> {
  const tab = await chromium.browser.newPage();
  await tab.goto(`${site}${path}`, { waitUntil: 'networkidle0' });
  const popup = await openPopupFromToolbar(chromium.browser, tab);
  await popup.close();
  await tab.bringToFront();
  return tab;
}

/**
 * Reads the page in front from the list's own button, else from the relationships screen's
 * (from a workspace opened in place, its Home breadcrumb leads there first).
 */
async function readFromPanel(): Promise<void> {
  const where = await panel.evaluate(
    (again: string, first: string) => {
      const labels = [...document.querySelectorAll('button')].map((b) => b.textContent?.trim());
      if (labels.includes(again)) return again;
      if (labels.includes(first)) return first;
      (document.querySelector('a[href="/"]') as HTMLElement | null)?.click();
      return first;
    },
    copy.readAgain,
    copy.button,
  );
  await press(panel, where);
}

/** The panel in front for a look: screenshot and axe. */
async function lookAtPanel(name: string): Promise<void> {
  await panel.bringToFront();
  await screenshot(panel, name);
  expect(await seriousA11yViolations(panel)).toEqual([]);
}

describe('the side panel: people on this page', () => {
  it('signs in, and reads nothing from a page the user has not acted on', async () => {
    panel = await signedInSidePanel(chromium.browser, {
      serverUrl: app.url,
      email: people.avery?.user?.email ?? '',
      height: 900,
    });
    await waitForText(panel, 'Avery Stone');

    // No toolbar click on this tab: no activeTab, no host permission, nothing read.
    const tab = await chromium.browser.newPage();
    await tab.goto(`${site}/web-page.html`, { waitUntil: 'networkidle0' });
    await tab.bringToFront();
    await press(panel, copy.button);
    await waitForPanelText(panel, copy.unreadableTitle);
    await tab.close();
  });

  it('lists a web mail thread: a relationship, a request sent, a request received, a non-member; never the own address nor a hidden one', async () => {
    const tab = await showSite('/gmail-thread.html');
    await readFromPanel();
    await waitForRows(panel, 4);
    const rows = await listRows(panel);
    expect(Object.keys(rows).sort()).toEqual(
      [
        'blake.rivers@northwind.example',
        'casey.moreau@contoso.example',
        'dana.okafor@fabrikam.example',
        'finn.hale@tailspin.example',
      ].sort(),
    );
    expect(rows['blake.rivers@northwind.example']).toContain('Blake Rivers');
    expect(rows['blake.rivers@northwind.example']).toContain(copy.states.connected);
    expect(rows['casey.moreau@contoso.example']).toContain(copy.states.requested);
    expect(rows['dana.okafor@fabrikam.example']).toContain(copy.states.invitedToConnect);
    expect(rows['dana.okafor@fabrikam.example']).toContain(copy.accept);
    expect(rows['finn.hale@tailspin.example']).toContain(copy.states.notMember);
    expect(rows['finn.hale@tailspin.example']).toContain(copy.invite);
    await lookAtPanel('ext-page-people-gmail');

    // Live: Casey accepts elsewhere; Avery accepts Dana from the list.
    await people.casey?.post('/api/user/connect', {
      userId: people.casey.user?.id,
      connectWithUserId: people.avery?.user?.id,
    });
    await waitForRowText(panel, 'casey.moreau@contoso.example', copy.states.connected);
    await press(panel, copy.actionOn(copy.accept, 'Dana Okafor'));
    await waitForRowText(panel, 'dana.okafor@fabrikam.example', copy.states.connected);
    // Accepting is congratulated, as everywhere; CONTINUE opens the new relationship in place.
    await waitForPanelText(panel, peopleCopy.congratulations.text('Dana Okafor'));
    await press(panel, peopleCopy.congratulations.continue);
    await panel.waitForFunction(
      (title: string, list: string) =>
        !document.body.innerText.includes(title) && !document.querySelector(`ul[aria-label="${list}"]`),
      POLL,
      peopleCopy.congratulations.title,
      copy.title,
    );
    const seenByDana = await people.dana?.get(
      `/api/pairing/status?userId=${people.dana.user?.id}&connectedWithUserId=${people.avery?.user?.id}`,
    );
    expect(seenByDana?.body.data.status).toBe('connected');
    await tab.close();
  });

  it('lists an Outlook-like thread whose body is in an iframe; CONNECT and INVITE work from the list', async () => {
    const tab = await showSite('/outlook-thread.html');
    await readFromPanel();
    await waitForRows(panel, 5);
    const rows = await listRows(panel);
    expect(Object.keys(rows).sort()).toEqual(
      [
        'eli.brandt@northwind.example',
        'gia.russo@wingtip.example',
        'hana.ito@litware.example',
        'legal@northwind.example',
        'finn.hale@tailspin.example',
      ].sort(),
    );
    expect(rows['eli.brandt@northwind.example']).toContain(copy.states.member);
    expect(rows['eli.brandt@northwind.example']).toContain(copy.connect);

    await press(panel, copy.actionOn(copy.connect, 'Eli Brandt'));
    await waitForRowText(panel, 'eli.brandt@northwind.example', copy.states.requested);
    await people.eli?.post('/api/user/connect', {
      userId: people.eli.user?.id,
      connectWithUserId: people.avery?.user?.id,
    });
    await waitForRowText(panel, 'eli.brandt@northwind.example', copy.states.connected);

    await press(panel, copy.actionOn(copy.invite, 'gia.russo@wingtip.example'));
    await waitForPanelText(panel, peopleCopy.inviteDialog.title);
    await waitForPanelText(panel, peopleCopy.inviteDialog.text('gia.russo@wingtip.example', 'Rapport'));
    await lookAtPanel('ext-page-people-outlook-invite');
    await tab.bringToFront();
    await press(panel, peopleCopy.inviteDialog.send);
    await waitForRowText(panel, 'gia.russo@wingtip.example', copy.states.invited);
    expect(await invitationLinkFor(app.url, 'gia.russo@wingtip.example')).toMatch(/\/invite\//);
    await lookAtPanel('ext-page-people-outlook');
    await tab.close();
  });

  it('lists an ordinary web page: mailto links and text, not obfuscations, file names or hidden text', async () => {
    const tab = await showSite('/web-page.html');
    await readFromPanel();
    await waitForRows(panel, 2);
    const rows = await listRows(panel);
    expect(Object.keys(rows).sort()).toEqual(['blake.rivers@northwind.example', 'press@northwind.example']);
    await tab.close();
  });

  it('lists the first 50 of a page with 500 addresses', async () => {
    const tab = await showSite('/many?from=0');
    const started = performance.now();
    await readFromPanel();
    await waitForRows(panel, 50);
    const elapsed = performance.now() - started;
    console.log(`[page-people] 500 addresses on the page: the first 50 listed in ${elapsed.toFixed(0)} ms`);
    const rows = Object.keys(await listRows(panel));
    expect(rows[0]).toBe('person0@bulk.example');
    expect(rows[49]).toBe('person49@bulk.example');
    await waitForPanelText(panel, copy.capped(50));
    await lookAtPanel('ext-page-people-500');
    await tab.close();
  });

  it('says when the lookup budget has room again once it is spent', async () => {
    // 57 of the 60 lookups of these 10 minutes are spent: 50 more do not fit.
    const tab = await showSite('/many?from=1000');
    await readFromPanel();
    await waitForPanelText(panel, copy.limitedTitle);
    await waitForPanelText(panel, 'You can look up more addresses at ');
    await lookAtPanel('ext-page-people-limited');
    await tab.close();
  });
});
