import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PERSONA } from '@shared/assistant';
import { messages } from '@shared/messages';
import { assistantCopy, uiCopy } from '@shared/ui-copy';
import { assistantOf, subscribe } from '../server/features/assistant/testing';
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
import { clickButton } from './harness/forms';
import { returningPage } from './harness/sessions';
import { cardWith } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let ada: TestClient;
let page: Page;
let assistantId: string;
const id = () => ada.user?.id as string;
const guidance = assistantCopy.guidance;

/** Axe once the toasts have gone (they announce, and fade in). */
async function a11y(): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(
      (label: string) => !document.querySelector(`section[aria-label="${label}"] li`),
      { timeout: 8000 },
      uiCopy.states.notifications,
    )
    .catch(() => undefined);
  return seriousA11yViolations(page);
}

/** The guidance state Meg's timeline shows (the post) and the share card's status. */
async function waitForGuidance(state: keyof typeof guidance.states) {
  await page.waitForFunction(
    (s: string) => document.querySelectorAll(`[data-guidance-state="${s}"]`).length >= 1,
    { timeout: 20_000 },
    state,
  );
}

beforeAll(async () => {
  app = await startAppServer();
  ada = await signUp(app.url, { firstName: 'Ada', lastName: 'Readiness' });
  chromium = await launchBrowser();
  page = await returningPage(await chromium.browser.createBrowserContext(), app.url, ada);
  assistantId = (await assistantOf(ada)).assistantId;
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe("Meg's readiness, told truthfully", () => {
  it('subscribed only: Meg says setup comes next, in its timeline', async () => {
    await subscribe(ada);
    await page.goto(`${app.url}/relationships/${assistantId}`, { waitUntil: 'networkidle0' });
    await waitForGuidance('inactive_setup');
    await waitForText(page, guidance.states.inactive_setup.text);
    await untilStill(page);
    await screenshot(page, 'readiness-01-inactive-setup');
    expect(await a11y()).toEqual([]);
  });

  it("set up and switched on, never trained: the dialog and Meg's guidance post say Meg stays silent", async () => {
    await ada.patch('/api/assistant/user/setup', {
      userId: id(),
      role: ['sales'],
      tone: ['Friendly'],
      style: ['Be concise and to the point'],
      userGender: 'Prefer not to say',
      userValues: ['Honesty'],
      completed: true,
    });
    await waitForGuidance('inactive_train');
    await page.locator(`::-p-aria([name="${assistantCopy.enableSwitch}"][role="switch"])`).click();
    await waitForText(page, assistantCopy.notTrainedDialog.title);
    await waitForText(page, assistantCopy.notTrainedDialog.text);
    await untilStill(page);
    await screenshot(page, 'readiness-02-not-trained-dialog');
    expect(await a11y()).toEqual([]);
    await clickButton(page, assistantCopy.notTrainedDialog.skip);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });
    await waitForGuidance('active_train');
    await waitForText(page, guidance.states.active_train.text);
    await untilStill(page);
    await screenshot(page, 'readiness-03-active-train');
    expect(await a11y()).toEqual([]);
  });

  it('test mode shows the silence a contact would get, with its reason, then the reply once trained', async () => {
    await page.locator(`::-p-aria([name="${assistantCopy.testModeSwitch}"][role="switch"])`).click();
    await waitForText(page, assistantCopy.card.testText);
    await ask('Do you have a price list?');
    await waitForText(page, assistantCopy.silence.title, 60_000);
    await waitForText(page, assistantCopy.silence.reasons.notTrained);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(
      assistantCopy.silence.reasons.setupIncomplete,
    );
    await untilStill(page);
    await screenshot(page, 'readiness-04-test-mode-silent');
    expect(await a11y()).toEqual([]);

    await ada.patch('/api/assistant/train', { assistantId, modifiedBy: id(), purpose: 'I sell design services.' });
    // The record's update re-renders the page: let it settle before typing.
    await new Promise((done) => setTimeout(done, 2000));
    await untilStill(page);
    await ask('Do you ship abroad?');
    await cardWith(page, assistantCopy.chat.fromMeg('Meg'), 60_000);
    await untilStill(page);
    await screenshot(page, 'readiness-05-test-mode-reply');
  });

  it("'Attention: Meg just messaged you' when Meg writes while Ada is elsewhere, hidden for good", async () => {
    // Switching Meg off elsewhere (another device): Meg posts its new state in its own relationship.
    await ada.patch('/api/assistant/enable', { assistantId, modifiedBy: id(), enabled: false });
    await waitForText(page, assistantCopy.attention.title, 30_000);
    await untilStill(page);
    await screenshot(page, 'readiness-06-attention');
    expect(await a11y()).toEqual([]);
    // The card sits in the bottom corner, as a messenger's new message does, over the timeline
    // that scrolls: the page's actions (the header, the page's own bar, the composer) stay in reach.
    const actions = 'header :is(button, a[href]), main nav :is(button, a[href]), main form :is(button, textarea)';
    const covered = await page.evaluate(
      (selector: string) =>
        [...document.querySelectorAll(selector)].flatMap((element) => {
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (box.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return [];
          const top = document.elementFromPoint(x, y);
          return top && (element === top || element.contains(top)) ? [] : [element.outerHTML.slice(0, 80)];
        }),
      actions,
    );
    expect(covered).toEqual([]);
    await page.locator(`::-p-aria([name="${assistantCopy.attention.hide}"][role="checkbox"])`).click();
    await clickButton(page, assistantCopy.attention.read);
    await page.waitForFunction((path: string) => location.pathname === path, {}, `/relationships/${assistantId}`);
    expect(await page.evaluate(() => localStorage.getItem('hideUnreadMeg'))).toBe('true');
    await waitForGuidance('ready');
    await untilStill(page);
    await screenshot(page, 'readiness-07-ready');
  });
});

/** Writes in the test persona's chat as a contact would, and sends with Enter. */
async function ask(question: string) {
  const box = await page.waitForSelector(
    `::-p-aria([name="${messages.chat.placeholder(TEST_PERSONA.firstName)}"][role="textbox"])`,
  );
  await box?.type(question);
  await page.keyboard.press('Enter');
  await cardWith(page, question);
}
