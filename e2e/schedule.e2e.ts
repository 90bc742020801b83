import type { Page, Target } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { composerCopy, postsCopy, profileCopy, uiCopy } from '@shared/ui-copy';
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
import { clickByRole, fillField } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { typeInCombobox } from './people-steps';
import { cardWith, clickChoice, connect } from './posts-steps';

// Scheduling (issue 14): the scheduler link is added from the composer's prompt and kept on the
// profile, a schedule post reaches one person, who opens the booking page from its card.
let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let pageA: Page;
let pageB: Page;
const dialogs: string[] = [];
const linkCopy = profileCopy.linkDialog;
const description = messages.composer.scheduleDescription;

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  await connect(avery, blake);
  chromium = await launchBrowser();
  [pageA, pageB] = await signedInPages(chromium, app.url, [avery, blake], dialogs);
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

const inputValue = (page: Page, label: string) =>
  page.$eval(`::-p-aria([name="${label}"][role="textbox"])`, (el) => (el as HTMLInputElement).value);

describe('scheduling', () => {
  it('adds the scheduler link from the Schedule prompt and shares it with one person', async () => {
    await pageA.goto(app.url, { waitUntil: 'networkidle0' });
    await clickByRole(pageA, 'button', composerCopy.tiles.schedule);
    await waitForText(pageA, messages.composer.whoWith(composerCopy.actions.schedule));
    await clickChoice(pageA, messages.composer.specificPeople);
    await typeInCombobox(pageA, composerCopy.people.label, 'Blake');
    await clickByRole(pageA, 'option', 'Blake Rivers');
    await clickByRole(pageA, 'button', composerCopy.next);
    await waitForText(pageA, composerCopy.schedule.setupTitle);
    await untilStill(pageA);
    await screenshot(pageA, 'schedule-01-setup-prompt');
    expect(await seriousA11yViolations(pageA)).toEqual([]);

    await clickByRole(pageA, 'button', composerCopy.schedule.setupAction);
    await waitForText(pageA, linkCopy.schedule.title);
    await clickByRole(pageA, 'button', linkCopy.save);
    await waitForText(pageA, messages.profile.schedulerLinkRequired);
    await fillField(pageA, linkCopy.schedule.label, 'not a link');
    await clickByRole(pageA, 'button', linkCopy.save);
    await waitForText(pageA, messages.profile.schedulerLinkRequired);
    await untilStill(pageA);
    await screenshot(pageA, 'schedule-02-link-dialog-invalid');
    expect(await seriousA11yViolations(pageA)).toEqual([]);

    await fillField(pageA, linkCopy.schedule.label, 'calendly.com/avery-stone');
    await clickByRole(pageA, 'button', linkCopy.save);
    await waitForText(pageA, linkCopy.schedule.saved);
    await pageA.waitForSelector(`::-p-aria([name="${composerCopy.schedule.linkLabel}"][role="textbox"])`);
    expect(await inputValue(pageA, composerCopy.schedule.linkLabel)).toBe('https://calendly.com/avery-stone');
    expect(await inputValue(pageA, composerCopy.description.label)).toBe(description);
    await untilStill(pageA);
    await screenshot(pageA, 'schedule-03-prefilled');

    await clickByRole(pageA, 'button', composerCopy.post);
    await pageA.waitForFunction(
      (id: string) => location.pathname === `/relationships/${id}`,
      { timeout: 15_000 },
      blake.user?.id ?? '',
    );
    await waitForText(pageA, messages.profile.youPlus('Blake'));
    const card = await cardWith(pageA, description);
    expect(await card.evaluate((el) => (el as HTMLElement).innerText)).toContain(postsCopy.schedule);
    await untilStill(pageA);
    await screenshot(pageA, 'schedule-04-posted');
  }, 120_000);

  it('the recipient sees the schedule post and opens the booking page (the author’s e-mail appended, spec 2 §5)', async () => {
    await pageB.goto(`${app.url}/relationships/${avery.user?.id}`, { waitUntil: 'networkidle0' });
    const card = await cardWith(pageB, description);
    const link = await card.waitForSelector('a[href^="https://calendly.com/"]');
    if (!link) throw new Error('no schedule link in the card');
    const email = encodeURIComponent(avery.user?.email ?? '');
    const expected = `https://calendly.com/avery-stone?email=${email}`;
    expect(await link.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      expected,
      '_blank',
    ]);
    expect(await seriousA11yViolations(pageB)).toEqual([]);
    await screenshot(pageB, 'schedule-05-recipient-card');
    // The booking page is on the internet; the tab it opens is what the recipient gets.
    const opened = chromium.browser.waitForTarget((t: Target) => t.url().startsWith('https://calendly.com/'), {
      timeout: 15_000,
    });
    await link.click();
    expect((await opened).url()).toBe(expected);
  }, 60_000);

  it("keeps the link on the profile, where the meeting link is added with the dialog's rule", async () => {
    await pageA.goto(app.url, { waitUntil: 'networkidle0' });
    await clickByRole(pageA, 'button', uiCopy.nav.accountMenu);
    await clickByRole(pageA, 'menuitem', uiCopy.avatarMenu.editProfile);
    // The panel shows the link the composer's dialog saved (its heading is upper-cased by CSS).
    await pageA.waitForSelector('[data-testid="my-profile-panel"] a[href="https://calendly.com/avery-stone"]');
    await clickByRole(pageA, 'button', linkCopy.meeting.add);
    await fillField(pageA, linkCopy.meeting.label, 'javascript:alert(1)');
    await clickByRole(pageA, 'button', linkCopy.save);
    await waitForText(pageA, messages.profile.meetingLinkRequired);
    await fillField(pageA, linkCopy.meeting.label, 'meet.example.com/avery');
    await clickByRole(pageA, 'button', linkCopy.save);
    await waitForText(pageA, linkCopy.meeting.saved);
    await pageA.waitForSelector('a[href="https://meet.example.com/avery"]');
    await untilStill(pageA);
    await screenshot(pageA, 'schedule-06-profile-links');
    expect(await seriousA11yViolations(pageA)).toEqual([]);
    const seen = await blake.get(`/api/user/id?userId=${avery.user?.id}`);
    expect(seen.body.data).toMatchObject({
      meetingLink: 'https://meet.example.com/avery',
      calendarLink: 'https://calendly.com/avery-stone',
    });
    expect(dialogs).toEqual([]);
  }, 60_000);
});
