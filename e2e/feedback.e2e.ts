import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { feedbackCopy, frameCopy, uiCopy } from '@shared/ui-copy';
import { signUp } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { a11yViolations, launchBrowser, screenshot, type TestBrowser, waitForText } from './harness/browser';
import { clickButton, clickByRole } from './harness/forms';
import { signInPage } from './harness/sessions';

let app: AppServer;
let chromium: TestBrowser;
let page: Page;
let pages: Server;
let pagesUrl: string;

/** The help pages the drawers frame: a loopback server that shows the query it was given. */
function startHelpPages(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const rows = [...url.searchParams].map(([k, v]) => `<li>${k}=${v.replace(/[<&]/g, '')}</li>`).join('');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><title>Help</title><h1>Help page ${url.pathname}</h1><ul>${rows}</ul>`);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

beforeAll(async () => {
  pages = await startHelpPages();
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  app = await startAppServer({
    FRAME_URLS: `faq=${pagesUrl}/faq,supportRoom=${pagesUrl}/support`,
    SUPPORT_EMAIL: 'help@support.test',
  });
  await signUp(app.url, { email: 'fay@example.test', firstName: 'Fay', lastName: 'Feedback' });
  chromium = await launchBrowser();
  page = await signInPage(await chromium.browser.createBrowserContext(), app.url, 'fay@example.test');
}, 60_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
  pages?.close();
});

/** Closes the open drawer with its close button (Escape would go to a focused frame). */
async function closeDrawer() {
  await clickButton(page, uiCopy.states.close);
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

async function openHelpItem(name: string) {
  await clickButton(page, uiCopy.nav.help);
  await clickByRole(page, 'menuitem', name);
}

/** Sets a controlled text area's value at once (typing 2001 characters takes too long). */
async function setTextArea(label: string, value: string) {
  const box = (await page.waitForSelector(
    `::-p-aria([name="${label}"][role="textbox"])`,
  )) as ElementHandle<HTMLTextAreaElement>;
  await box.evaluate((element, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

function files(count: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'feedback-files-'));
  return Array.from({ length: count }, (_, i) => {
    const path = join(dir, `screen-${i + 1}.txt`);
    writeFileSync(path, `what I saw, part ${i + 1}\n`.repeat(2000));
    return path;
  });
}

const submitIsDisabled = () =>
  page.$eval('::-p-aria([name="SUBMIT"][role="button"])', (button) => (button as HTMLButtonElement).disabled);

describe('feedback and the help menu', () => {
  it('opens Feedback from the help menu and answers every validation with the spec text', async () => {
    await openHelpItem(uiCopy.help.feedback);
    await waitForText(page, feedbackCopy.intro);
    expect(await submitIsDisabled()).toBe(true);

    await setTextArea(feedbackCopy.feedbackLabel, 'x'.repeat(2001));
    await waitForText(page, messages.feedback.feedbackMax);
    await setTextArea(feedbackCopy.improvementsLabel, 'y'.repeat(1001));
    await waitForText(page, messages.feedback.improvementsMax);
    expect(await submitIsDisabled()).toBe(true);
    await screenshot(page, 'feedback-validation');

    const input = (await page.$('[data-testid="feedback-file-input"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(...files(6));
    await waitForText(page, messages.feedback.tooManyFiles);
    expect(await page.$$('button[aria-label^="Remove screen-"]')).toHaveLength(5);
  });

  it('submits a rating, texts and an attachment with upload progress, then thanks the user', async () => {
    for (let i = 2; i <= 5; i++) await clickButton(page, `Remove screen-${i}.txt`);
    await setTextArea(feedbackCopy.feedbackLabel, 'The chat is quick; the composer could show drafts.');
    await setTextArea(feedbackCopy.improvementsLabel, 'Drafts');
    // The scale's radios are visually hidden inside their labels: a person clicks the label.
    await (await page.$('label:has(> input[name="feedback-rating"][value="8"])'))?.click();
    expect(await submitIsDisabled()).toBe(false);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, 'feedback-filled');

    await clickButton(page, feedbackCopy.submit);
    await page.waitForSelector(`::-p-aria([name="${feedbackCopy.thankYouTitle}"][role="dialog"])`, { timeout: 20_000 });
    await waitForText(page, feedbackCopy.thankYouText('Rapport'));
    // The form's dialog fades out as the thank-you fades in.
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 1);
    await new Promise((done) => setTimeout(done, 300));
    await screenshot(page, 'feedback-thank-you');
    expect(await a11yViolations(page)).toEqual([]);
    await clickButton(page, feedbackCopy.thankYouClose);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // Support got it by e-mail, with the file.
    const list = await (await fetch(`${app.url}/dev/mail?format=json&to=help@support.test`)).json();
    const mail = await (await fetch(`${app.url}/dev/mail/${list.data.results[0].id}?format=json`)).json();
    expect(mail.data.subject).toBe('Rapport feedback from Fay Feedback');
    expect(mail.data.text).toContain('Rating: 8/10');
    expect(mail.data.text).toContain('screen-1.txt');
  });

  it('opens FAQs and Support as framed pages passed the user details, and Enterprise Solutions with its fallback', async () => {
    await openHelpItem(uiCopy.help.faqs);
    const faq = await page.waitForSelector(`iframe[title="${frameCopy.frameLabel('FAQs')}"]`);
    const frame = await faq?.contentFrame();
    await frame?.waitForFunction(() => document.body?.innerText.includes('first_name=Fay'));
    const shown = await frame?.evaluate(() => document.body.innerText);
    expect(shown).toContain('Help page /faq');
    expect(shown).toContain('email=fay@example.test');
    expect(shown).toContain('utm_campaign=faq');
    // The drawer's loading status goes once the page in it has loaded.
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="status"]'));
    await screenshot(page, 'help-faq-drawer');
    expect(await a11yViolations(page)).toEqual([]);
    await closeDrawer();

    await openHelpItem(uiCopy.help.support);
    const support = await page.waitForSelector(`iframe[title="${frameCopy.frameLabel('Support')}"]`);
    await (await support?.contentFrame())?.waitForFunction(() => document.body?.innerText.includes('/support'));
    await closeDrawer();

    await openHelpItem(uiCopy.help.enterpriseSolutions);
    await waitForText(page, frameCopy.notSetUpTitle('Enterprise Solutions'));
    expect(await page.$('iframe')).toBeNull();
    await screenshot(page, 'help-enterprise-fallback');
    expect(await a11yViolations(page)).toEqual([]);
    await closeDrawer();
  });

  it('sends Upgrade to /pricing with the prefilled query, and opens a drawer from a ?drawer= link', async () => {
    await clickButton(page, uiCopy.nav.help);
    const href = await page.$eval(`::-p-aria([name="${uiCopy.help.upgrade}"][role="menuitem"])`, (a) =>
      a.getAttribute('href'),
    );
    const upgrade = new URL(href ?? '', app.url);
    expect(upgrade.pathname).toBe('/pricing');
    expect(upgrade.searchParams.get('first_name')).toBe('Fay');
    expect(upgrade.searchParams.get('email')).toBe('fay@example.test');
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/?drawer=${encodeURIComponent(`${pagesUrl}/welcome`)}`, { waitUntil: 'networkidle0' });
    const custom = await page.waitForSelector(`iframe[title="${frameCopy.frameLabel(frameCopy.titles.custom)}"]`);
    await (await custom?.contentFrame())?.waitForFunction(() => document.body?.innerText.includes('/welcome'));
    expect(new URL(page.url()).searchParams.has('drawer')).toBe(false);
  });
});
