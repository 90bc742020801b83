import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { groupsCopy, invitationsCopy, peopleCopy, postsCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  waitForText,
  untilStill,
} from './harness/browser';
import { EXTENSION_PATH, extensionId, signedInSidePanel } from './harness/extension';
import { fillField, fillPassword } from './harness/forms';
import { returningPage } from './harness/sessions';
import {
  a11yViolationsWithoutToasts,
  clickByName,
  invitationLinkFor,
  overflowsSideways,
  typeInCombobox,
  writeContactsCsv,
} from './people-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let contextA: BrowserContext;
let contextB: BrowserContext;
let pageA: Page;
let pageB: Page;
const invitee = 'noa.newman@example.test';

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  chromium = await launchBrowser({ extensionPath: EXTENSION_PATH });
  await extensionId(chromium.browser); // the extension's worker is up
  contextA = await chromium.browser.createBrowserContext();
  contextB = await chromium.browser.createBrowserContext();
  pageA = await returningPage(contextA, app.url, avery);
  pageB = await returningPage(contextB, app.url, blake);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('building a network', () => {
  it('A finds B by search and connects; B sees it live, accepts, and both are connected', async () => {
    await waitForText(pageA, messages.relationships.emptyTitle);
    await screenshot(pageA, 'people-01-empty-sidebar');
    await typeInCombobox(pageA, uiCopy.sidebar.searchLabel, 'Blake');
    await clickByName(pageA, 'button', `${peopleCopy.search.connect}: Blake Rivers`);
    await waitForText(pageA, peopleCopy.search.pending);
    await waitForText(pageA, messages.people.connectionRequestSent);
    await screenshot(pageA, 'people-02-search-pending');

    await pageA.keyboard.press('Escape');
    // The row appears once the sidebar refetches: a locator waits for it, a bare click does not.
    await pageA.locator(`a[href="/relationships/${blake.user?.id}"]`).setTimeout(15_000).click();
    await waitForText(pageA, peopleCopy.connection.invitationSent);
    await waitForText(pageA, messages.profile.youPlus('Blake'));

    await waitForText(pageB, 'Avery Stone');
    await waitForText(pageB, peopleCopy.list.wantsToConnect);
    await screenshot(pageB, 'people-03-b-live-request');
    await pageB.locator(`a[href="/relationships/${avery.user?.id}"]`).setTimeout(15_000).click();
    // While pending nothing reads 'started a relationship.' (spec 3 §4.1). The relationship page
    // shows its timeline, and so the connection post, only once connected: the post's pending
    // texts and ACCEPT are covered by PostCard.kinds.test.tsx.
    await waitForText(pageB, peopleCopy.connection.acceptText('Avery Stone'));
    expect(await pageB.evaluate(() => document.body.innerText.includes('started a relationship'))).toBe(false);
    await untilStill(pageB);
    await screenshot(pageB, 'people-03b-pending-accept');
    expect(await a11yViolationsWithoutToasts(pageB)).toEqual([]);
    await clickByName(pageB, 'button', `${peopleCopy.connection.accept}: Avery Stone`);
    await waitForText(pageB, peopleCopy.congratulations.title);
    await untilStill(pageB);
    await screenshot(pageB, 'people-04-congratulations');
    await clickByName(pageB, 'button', peopleCopy.congratulations.continue);
    await waitForText(pageB, peopleCopy.connection.connected('Avery'));
    await screenshot(pageB, 'people-05-b-connected');

    // A had the relationship open: the acceptance reaches it live, without a reload.
    await waitForText(pageA, peopleCopy.connection.connected('Blake'));
    await waitForText(pageA, postsCopy.connection('You', 'Blake Rivers'));
    await screenshot(pageA, 'people-06-a-connected-live');
  });

  it('A invites an unregistered address; the invitee signs up through the e-mailed link', async () => {
    await clickByName(pageA, 'button', messages.relationships.connectWithSomeone);
    await waitForText(pageA, peopleCopy.newRelationship.helpText);
    await untilStill(pageA);
    await screenshot(pageA, 'people-07-new-relationship-drawer');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    await typeInCombobox(pageA, peopleCopy.recipients.label, 'noa@');
    await pageA.keyboard.press('Enter');
    await waitForText(pageA, messages.people.invalidEmail('noa@'));
    await pageA.keyboard.press('Backspace');
    await pageA.keyboard.down('Control');
    await pageA.keyboard.press('a');
    await pageA.keyboard.up('Control');
    await pageA.keyboard.type(invitee);
    await pageA.keyboard.press('Enter');
    await screenshot(pageA, 'people-08-recipient-chip');
    await clickByName(pageA, 'button', peopleCopy.newRelationship.connect);
    await waitForText(pageA, messages.people.connectionRequestSent);

    const link = await invitationLinkFor(app.url, invitee);
    const contextN = await chromium.browser.createBrowserContext();
    const pageN = await contextN.newPage();
    await pageN.setViewport({ width: 375, height: 800 });
    await pageN.goto(link, { waitUntil: 'networkidle0' });
    await waitForText(pageN, invitationsCopy.title('Avery Stone', 'Rapport'));
    await screenshot(pageN, 'people-09-invite-landing-375');
    expect(await pageN.$eval('input[type="email"]', (input) => (input as HTMLInputElement).value)).toBe(invitee);
    await fillField(pageN, uiCopy.auth.firstName, 'Noa');
    await fillField(pageN, uiCopy.auth.lastName, 'Newman');
    await fillPassword(pageN, uiCopy.auth.password, 'Welcome#2026');
    await clickByName(pageN, 'button', uiCopy.auth.signUp);
    await waitForText(pageN, peopleCopy.congratulations.title);
    await untilStill(pageN);
    await screenshot(pageN, 'people-10-invitee-congratulations');
    await clickByName(pageN, 'button', peopleCopy.congratulations.continue);
    await waitForText(pageN, peopleCopy.connection.connected('Avery'));
    await screenshot(pageN, 'people-11-invitee-connected-375');
    expect(await overflowsSideways(pageN)).toBe(false);
    await waitForText(pageA, 'Noa Newman');
    await contextN.close();
  });

  it('the invite dialog opens for an unknown address from the search and from a ?connect= link', async () => {
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await typeInCombobox(pageA, uiCopy.sidebar.searchLabel, 'robin@example.test');
    await waitForText(pageA, messages.search.emailNotFoundHint);
    await screenshot(pageA, 'people-11b-search-email-card');
    await clickByName(pageA, 'button', `${peopleCopy.search.connectEmail}: robin@example.test`);
    await pageA.waitForSelector(`::-p-aria([name="${peopleCopy.inviteDialog.title}"][role="dialog"])`);
    await untilStill(pageA);
    await screenshot(pageA, 'people-11c-invite-dialog');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    await clickByName(pageA, 'button', peopleCopy.inviteDialog.send);
    await waitForText(pageA, messages.people.connectionRequestSent);
    expect(await invitationLinkFor(app.url, 'robin@example.test')).toContain('/invite/');

    await pageA.goto(`${app.url}/?connect=sam@example.test&firstName=Sam`, { waitUntil: 'networkidle0' });
    await pageA.waitForSelector(`::-p-aria([name="${peopleCopy.inviteDialog.title}"][role="dialog"])`);
    expect(await pageA.evaluate(() => location.search)).toBe('');
    expect(await pageA.$eval('[role="dialog"] input[readonly]', (input) => (input as HTMLInputElement).value)).toBe(
      'sam@example.test',
    );
    await clickByName(pageA, 'button', peopleCopy.inviteDialog.cancel);
  });

  it('A creates a group with two people and removes one', async () => {
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await clickByName(pageA, 'tab', uiCopy.sidebar.myGroups);
    await clickByName(pageA, 'button', messages.relationships.createGroup);
    await untilStill(pageA);
    await fillField(pageA, groupsCopy.create.name, 'Launch Team');
    const picks: [string, string][] = [
      ['Blake', 'Blake Rivers'],
      ['Noa', 'Noa Newman'],
    ];
    for (const [term, name] of picks) {
      await typeInCombobox(pageA, groupsCopy.create.members, term);
      await clickByName(pageA, 'option', name);
    }
    await untilStill(pageA);
    await screenshot(pageA, 'people-12-create-group');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    await clickByName(pageA, 'button', groupsCopy.create.submit);
    await pageA.waitForFunction(() => location.pathname.startsWith('/group/'), { timeout: 15_000 });
    // The new group's timeline opens on its group-created notice.
    await waitForText(pageA, 'You created this group with');
    await untilStill(pageA);
    await clickByName(pageA, 'button', groupsCopy.members.viewMembers);
    await pageA.waitForSelector(`::-p-aria([name="${groupsCopy.members.title}"][role="dialog"])`);
    await waitForText(pageA, groupsCopy.members.admin);
    await untilStill(pageA);
    await screenshot(pageA, 'people-13-members');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    await clickByName(pageA, 'button', groupsCopy.members.menu('Noa Newman'));
    await clickByName(pageA, 'menuitem', groupsCopy.members.remove);
    await clickByName(pageA, 'button', groupsCopy.members.remove);
    await waitForText(pageA, messages.groups.removed('Launch Team'));
    await pageA.waitForFunction(() => !document.querySelector('[role="dialog"]')?.textContent?.includes('Noa Newman'), {
      timeout: 15_000,
    });
    await screenshot(pageA, 'people-14-member-removed');
    // Manage (admins): Noa is added back from A's relationships.
    await clickByName(pageA, 'button', groupsCopy.members.manage);
    await typeInCombobox(pageA, groupsCopy.members.addTitle, 'Noa');
    await clickByName(pageA, 'option', 'Noa Newman');
    await untilStill(pageA);
    await screenshot(pageA, 'people-14b-manage-add');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    await clickByName(pageA, 'button', groupsCopy.members.add);
    await waitForText(pageA, groupsCopy.members.added(1));
    await pageA.waitForFunction(() => document.querySelector('[role="dialog"]')?.textContent?.includes('Noa Newman'), {
      timeout: 15_000,
    });
    await pageA.keyboard.press('Escape');
  });

  it('imports a CSV with a progress bar and shows the success view', async () => {
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await clickByName(pageA, 'button', messages.relationships.connectWithSomeone);
    await untilStill(pageA);
    await clickByName(pageA, 'button', peopleCopy.newRelationship.uploadCsv);
    await untilStill(pageA);
    const input = await pageA.waitForSelector('input[type="file"][data-testid="csv-file-input"]');
    await input?.uploadFile(writeContactsCsv(1500));
    await waitForText(pageA, peopleCopy.csv.preview);
    await waitForText(pageA, 'contact-00001@example.test');
    await untilStill(pageA);
    await screenshot(pageA, 'people-15-csv-preview');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    // A slow uplink keeps the upload going long enough to see its real progress.
    await pageA.emulateNetworkConditions({ download: 5_000_000, upload: 15_000, latency: 20 });
    await clickByName(pageA, 'button', peopleCopy.csv.upload);
    await pageA.waitForSelector(`[role="progressbar"][aria-label="${peopleCopy.csv.uploading}"]`, { timeout: 15_000 });
    await pageA.waitForFunction(
      (label: string) => Number(document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-valuenow')) > 0,
      { timeout: 20_000 },
      peopleCopy.csv.uploading,
    );
    await screenshot(pageA, 'people-16-csv-uploading');
    await pageA.emulateNetworkConditions(null);
    await waitForText(pageA, messages.csv.started, 60_000);
    await waitForText(pageA, peopleCopy.csv.batchesNote);
    await pageA.waitForSelector(`[role="progressbar"][aria-label="${peopleCopy.csv.sending}"]`, { timeout: 15_000 });
    await screenshot(pageA, 'people-17-csv-success');
    await clickByName(pageA, 'button', peopleCopy.csv.done);
  });

  it("says 'No users match…' in the search dropdown, and lists the relationships at /relationships", async () => {
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await typeInCombobox(pageA, uiCopy.sidebar.searchLabel, 'Zzyzx Nobody');
    await waitForText(pageA, messages.search.noUsers);
    await untilStill(pageA);
    await screenshot(pageA, 'people-17b-search-no-users');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
    await pageA.keyboard.press('Escape');
    await pageA.goto(`${app.url}/relationships`, { waitUntil: 'networkidle0' });
    await pageA.waitForSelector(`::-p-aria([name="${uiCopy.sidebar.myRelationships}"][role="heading"])`);
    expect(
      await pageA.evaluate(() => document.querySelectorAll(`main a[href^="/relationships/"]`).length),
    ).toBeGreaterThan(0);
    expect(await pageA.evaluate(() => document.body.innerText.includes('Page not found'))).toBe(false);
    await untilStill(pageA);
    await screenshot(pageA, 'people-17c-relationships-page');
    expect(await a11yViolationsWithoutToasts(pageA)).toEqual([]);
  });

  it('looks right on a phone: the sidebar and the new-relationship drawer at 375 px', async () => {
    const phone = await contextB.newPage();
    await phone.setViewport({ width: 375, height: 800 });
    await phone.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await waitForText(phone, 'Avery Stone');
    await screenshot(phone, 'people-18-home-375');
    expect(await overflowsSideways(phone)).toBe(false);
    await clickByName(phone, 'button', messages.relationships.connectWithSomeone);
    await waitForText(phone, peopleCopy.newRelationship.proTip);
    await untilStill(phone);
    await screenshot(phone, 'people-19-drawer-375');
    await phone.close();
  });

  it('the extension side panel shows the relationships list at 320 px', async () => {
    const panel = await signedInSidePanel(chromium.browser, {
      serverUrl: app.url,
      email: avery.user?.email ?? '',
      width: 320,
      height: 720,
    });
    await waitForText(panel, 'Blake Rivers');
    await waitForText(panel, 'Noa Newman');
    await screenshot(panel, 'people-20-ext-sidepanel-320');
    expect(await overflowsSideways(panel)).toBe(false);
    expect(await seriousA11yViolations(panel)).toEqual([]);
    await typeInCombobox(panel, uiCopy.sidebar.searchLabel, 'Blake');
    await panel.waitForFunction(
      (label: string) =>
        document.querySelector(`[role="dialog"][aria-label="${label}"]`)?.textContent?.includes('Blake'),
      { timeout: 15_000 },
      peopleCopy.search.resultsLabel,
    );
    await screenshot(panel, 'people-21-ext-search-320');
    await panel.keyboard.press('Escape');
    await clickByName(panel, 'button', messages.relationships.connectWithSomeone);
    await waitForText(panel, peopleCopy.newRelationship.proTip);
    await untilStill(panel);
    await screenshot(panel, 'people-22-ext-drawer-320');
    expect(await a11yViolationsWithoutToasts(panel)).toEqual([]);
    await panel.close();
  });
});
