import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { esignCopy, esignDocumentsCopy, outsideSigningCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { makePdf } from '../server/features/esign/testing';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  ARTIFACTS,
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  untilStill,
  waitForText,
} from './harness/browser';
import { clickButton, clickByRole, fillField, fillPassword } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { createGroup, createPost, waitForCardText } from './posts-steps';

const run = promisify(execFile);
const DESCRIPTION = 'Please sign the consulting offer.';
const OUTSIDE = { email: 'olivia.client@example.org', name: 'Olivia Client' };

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let pageA: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  const blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  const groupId = await createGroup(avery, 'Clients', [blake]);
  chromium = await launchBrowser();
  [pageA] = await signedInPages(chromium, app.url, [avery], dialogs);
  // Avery's document, set up by the API as the editor would: one signer outside the workspace.
  const filepath = `uploads/users/${avery.user?.id}/esign/${crypto.randomUUID()}/Offer.pdf`;
  const put = await avery.get(
    `/api/utility/aws/presignedUrl?filepath=${encodeURIComponent(filepath)}&type=PUT&contentType=application/pdf`,
  );
  await fetch(new URL(put.body.data, app.url), {
    method: 'PUT',
    body: new Uint8Array(await makePdf(1)),
    headers: { 'content-type': 'application/pdf' },
  });
  const created = await avery.post('/api/content', {
    userId: avery.user?.id,
    createdBy: avery.user?.id,
    filename: 'Offer.pdf',
    filepath,
    type: 'pdf',
    order: 0,
  });
  const contentId = created.body.data.contentId as string;
  for (let i = 0; i < 120; i++) {
    const state = (await avery.get(`/api/content/id?contentId=${contentId}`)).body.data?.state;
    if (state === 'ready') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const setup = await avery.request('PUT', '/api/content/esign', {
    contentId,
    signers: [OUTSIDE],
    fields: [
      { signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.75, width: 0.4, height: 0.06 },
      { signerNumber: 1, type: 'date', page: 1, x: 0.6, y: 0.77, width: 0.25, height: 0.03 },
    ],
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const postId = await createPost(avery, {
    type: 'ESign',
    content: DESCRIPTION,
    visibility: 'COLLABORATION_GROUP',
    groupsToShareWith: [groupId],
    postMeta: [{ name: 'contentId', value: contentId }],
  });
  expect((await avery.post('/api/content/esign/send', { contentId, postId })).status).toBe(200);
  await pageA.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
}, 180_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

type Mail = { id: string; tag: string; text: string };
/** The latest message with `tag` to the address, read from the dev outbox (waits for the queue). */
async function latestMail(to: string, tag: string, after = ''): Promise<Mail> {
  for (let i = 0; i < 120; i++) {
    const list = (await (await fetch(`${app.url}/dev/mail?format=json&to=${encodeURIComponent(to)}`)).json()) as {
      data: { results: { id: string; tag: string }[] };
    };
    const row = list.data.results.find((r) => r.tag === tag && r.id !== after);
    if (row) return (await (await fetch(`${app.url}/dev/mail/${row.id}?format=json`)).json()).data as Mail;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no ${tag} mail to ${to}`);
}

describe('e-sign with someone outside the workspace, on a phone', () => {
  it('the invitation links to a signing page; the code from the next e-mail opens it; they sign at a phone’s width; the sender sees it live; pdfsig accepts the sealed copy', async () => {
    await waitForCardText(pageA, DESCRIPTION, messages.posts.signedCount(0, 1), 30_000);
    const invitation = await latestMail(OUTSIDE.email, 'esign-outside-invite');
    const link = /(http\S+\/sign\/[A-Za-z0-9_-]+)/.exec(invitation.text)?.[1];
    expect(link).toBeTruthy();

    // A fresh browser context: no cookie, no session of anyone's.
    const context = await chromium.browser.createBrowserContext();
    const phone = await context.newPage();
    await phone.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await phone.goto(link as string, { waitUntil: 'networkidle0' });
    expect(await phone.$eval('meta[name="robots"]', (m) => m.getAttribute('content'))).toContain('noindex');
    await waitForText(phone, outsideSigningCopy.codeTitle, 30_000);
    const code = /Your code is (\d{6})/.exec((await latestMail(OUTSIDE.email, 'esign-outside-code')).text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(phone, 'esign-outside-01-code');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await fillField(phone, outsideSigningCopy.codeLabel, code as string);
    await clickByRole(phone, 'button', outsideSigningCopy.confirm);
    await phone.waitForSelector('[data-page="1"] canvas', { timeout: 30_000 });
    await untilStill(phone);
    // Every script on the page is the app's own.
    const scripts = await phone.$$eval('script[src]', (els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(scripts.every((src) => src.startsWith(app.url))).toBe(true);
    // The page fits the phone: nothing wider than the screen.
    const wide = await phone.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 391)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(wide).toEqual([]);
    await screenshot(phone, 'esign-outside-02-phone-document');
    expect(await seriousA11yViolations(phone)).toEqual([]);

    await phone.locator(`::-p-aria([name="${esignCopy.fieldNames.signature}"][role="button"])`).click();
    await fillField(phone, esignCopy.typeHere, OUTSIDE.name);
    await clickByRole(phone, 'button', esignCopy.apply);
    // The page stays inert while the capture dialog fades out: a tap then reaches nothing.
    await phone.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });
    await clickByRole(phone, 'button', outsideSigningCopy.sign);
    await waitForText(phone, outsideSigningCopy.states.signed as string, 20_000);
    await screenshot(phone, 'esign-outside-03-signed');

    // The sender sees it live (an outside signer has no user id in the card's meta), then the sealed document.
    await waitForCardText(pageA, DESCRIPTION, messages.posts.downloadNow, 60_000);
    await screenshot(pageA, 'esign-outside-04-sender');

    // The signer's own copy, by the 7-day link in the last e-mail.
    const copy = await latestMail(OUTSIDE.email, 'esign-outside-signed');
    const download = /(http\S+\/api\/esign\/outside\/signed\?token=\S+)/.exec(copy.text)?.[1];
    const file = await fetch(download as string);
    expect(file.status).toBe(200);
    const sealed = join(ARTIFACTS, 'esign-outside-sealed.pdf');
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(sealed, Buffer.from(await file.arrayBuffer()));
    const { stdout } = await run('pdfsig', [sealed]).catch((e) => e as { stdout: string });
    expect(stdout).toContain('Signature is Valid');
    const text = (await run('pdftotext', ['-layout', sealed, '-'])).stdout;
    expect(text).toContain(OUTSIDE.email);
    expect(text).toContain('Identity confirmed by a one-time code sent to this address');

    // The link, used again after the end, shows that state and no fields.
    await phone.goto(link as string, { waitUntil: 'networkidle0' });
    await waitForText(phone, outsideSigningCopy.states.completed as string, 20_000);
    expect(await phone.$('[data-page="1"]')).toBeNull();
    await context.close();
    expect(dialogs).toEqual([]);
  }, 240_000);

  it('the signer then signs up with that address, confirms it, finds the document in Signed documents and downloads it', async () => {
    const context = await chromium.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${app.url}/signup`, { waitUntil: 'networkidle0' });
    await fillField(page, uiCopy.auth.firstName, 'Olivia');
    await fillField(page, uiCopy.auth.lastName, 'Client');
    await fillField(page, uiCopy.auth.email, OUTSIDE.email);
    await fillPassword(page, uiCopy.auth.password, 'Welcome#2026');
    await clickButton(page, uiCopy.auth.signUp);
    await page.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });

    // From the account menu: nothing yet, the address typed at sign-up is not proven.
    await clickByRole(page, 'button', uiCopy.nav.accountMenu);
    await clickByRole(page, 'menuitem', esignDocumentsCopy.menu);
    await page.waitForFunction(() => location.pathname === '/documents', { timeout: 15_000 });
    await waitForText(page, esignDocumentsCopy.verifyHeading, 20_000);
    await waitForText(page, esignDocumentsCopy.empty);
    await screenshot(page, 'esign-documents-01-unverified');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickButton(page, esignDocumentsCopy.verifyButton);
    await waitForText(page, esignDocumentsCopy.verifySent(OUTSIDE.email));

    // The link in the e-mail confirms the address and comes back to the list.
    const verify = await latestMail(OUTSIDE.email, 'verify-email');
    const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(verify.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link as string, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).toBe('/documents');
    await waitForText(page, 'Offer.pdf', 20_000);
    const row = await page.evaluate(
      () => document.querySelector('section[aria-labelledby="documents-heading"] li')?.textContent ?? '',
    );
    expect(row).toContain(esignDocumentsCopy.states.completed);
    expect(row).toContain(esignDocumentsCopy.roles.signedByEmail);
    expect(await page.$(`::-p-text(${esignDocumentsCopy.verifyHeading})`)).toBeNull();
    await screenshot(page, 'esign-documents-02-linked');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // DOWNLOAD: the sealed PDF, with the account's own session.
    const href = await page.$eval(`a[aria-label="${esignDocumentsCopy.downloadLabel('Offer.pdf')}"]`, (a) =>
      a.getAttribute('href'),
    );
    const bytes = await page.evaluate(async (path) => {
      const res = await fetch(path as string);
      const buffer = new Uint8Array(await res.arrayBuffer());
      let binary = '';
      for (const byte of buffer) binary += String.fromCharCode(byte);
      return { status: res.status, base64: btoa(binary) };
    }, href);
    expect(bytes.status).toBe(200);
    const sealed = join(ARTIFACTS, 'esign-documents-download.pdf');
    writeFileSync(sealed, Buffer.from(bytes.base64, 'base64'));
    const { stdout } = await run('pdfsig', [sealed]).catch((e) => e as { stdout: string });
    expect(stdout).toContain('Signature is Valid');
    await context.close();
    expect(dialogs).toEqual([]);
  }, 180_000);
});
