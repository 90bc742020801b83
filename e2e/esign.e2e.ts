import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { composerCopy, esignCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { makeDocx } from '../server/features/esign/testing';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  ARTIFACTS,
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  waitForText,
  untilStill,
} from './harness/browser';
import { clickByRole, fillField } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { cardWith, clickInCard, createGroup, waitForCardText } from './posts-steps';

const run = promisify(execFile);

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let casey: TestClient;
let groupId: string;
let pageA: Page;
let pageB: Page;
let pageC: Page;
const dialogs: string[] = [];
const DESCRIPTION = 'Please sign the services agreement.';
const FILE = 'Services agreement.docx';

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  casey = await signUp(app.url, { firstName: 'Casey', lastName: 'Moss' });
  groupId = await createGroup(avery, 'Signing room', [blake, casey]);
  chromium = await launchBrowser();
  [pageA, pageB, pageC] = await signedInPages(chromium, app.url, [avery, blake, casey], dialogs);
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

/** Clicks inside page `pageNumber`'s overlay at fractions (fx, fy) of its size. */
async function clickOnPage(page: Page, pageNumber: number, fx: number, fy: number) {
  const overlay = await page.waitForSelector(`[data-page="${pageNumber}"] [data-overlay]`);
  await overlay?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await untilStill(page);
  const box = await overlay?.boundingBox();
  if (!box) throw new Error('no page overlay');
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

async function openSigning(page: Page) {
  await page.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
  const card = await cardWith(page, DESCRIPTION);
  await clickInCard(card, 'button', messages.posts.signNow);
  await page.waitForSelector('[role="dialog"] canvas', { timeout: 30_000 });
  await untilStill(page);
}

async function ownField(page: Page, type: string): Promise<ElementHandle<Element>> {
  const field = await page.waitForSelector(`[role="dialog"] button[aria-label^="${type},"]`);
  if (!field) throw new Error(`no ${type} field of mine`);
  return field;
}

describe('e-sign: A sends a Word file to B and C, both sign, A downloads the sealed PDF', () => {
  it('uploads a DOCX, which becomes a PDF, and places fields for two signers', async () => {
    await pageA.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
    await clickByRole(pageA, 'button', composerCopy.tiles.sign);
    await waitForText(pageA, esignCopy.chooseFile);
    const docx = join(ARTIFACTS, FILE);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(docx, await makeDocx(['Services agreement', 'The client engages the supplier as set out below.'], 1));
    const input = await pageA.waitForSelector('[data-testid="esign-file-input"]');
    await (input as ElementHandle<HTMLInputElement>).uploadFile(docx);
    await waitForText(pageA, esignCopy.ready, 90_000);
    await screenshot(pageA, 'esign-01-uploaded');
    // Closing with progress asks first; STAY keeps the document.
    await clickByRole(pageA, 'button', composerCopy.close);
    await waitForText(pageA, esignCopy.exitLosesProgress);
    await screenshot(pageA, 'esign-01b-exit-or-stay');
    await clickByRole(pageA, 'button', esignCopy.stay);
    await waitForText(pageA, esignCopy.ready);

    await clickByRole(pageA, 'button', esignCopy.prepare);
    await pageA.waitForSelector('[data-page="2"] canvas', { timeout: 30_000 });
    await untilStill(pageA);
    await screenshot(pageA, 'esign-02a-editor-open');
    // Signer 1 (chosen by default) gets a signature; signer 2 a signature and a date.
    await clickOnPage(pageA, 1, 0.3, 0.3);
    await pageA.evaluate(() =>
      (document.querySelectorAll('input[name="esign-signer"]')[1] as HTMLInputElement).click(),
    );
    await clickOnPage(pageA, 1, 0.3, 0.42);
    await clickByRole(pageA, 'button', esignCopy.fieldNames.date as string);
    await clickOnPage(pageA, 2, 0.7, 0.3);
    // Drag the date field a little to the left: it moves with the pointer.
    const date = await pageA.waitForSelector('button[aria-label^="Date,"]');
    const before = await date?.boundingBox();
    if (!before) throw new Error('no date field');
    await pageA.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await pageA.mouse.down();
    await pageA.mouse.move(before.x + before.width / 2 - 60, before.y + before.height / 2, { steps: 6 });
    await pageA.mouse.up();
    const after = await date?.boundingBox();
    expect(before.x - (after?.x ?? before.x)).toBeGreaterThan(40);
    await screenshot(pageA, 'esign-02-editor');
    expect(await seriousA11yViolations(pageA)).toEqual([]);
    await clickByRole(pageA, 'button', esignCopy.save);
    await waitForText(pageA, esignCopy.configured(2, 3));
  }, 180_000);

  it('reopens the editor on the saved set-up: its signers and fields are there, and CANCEL drops what was not saved', async () => {
    const placed = () =>
      pageA.$$eval(
        '[role="dialog"] button[aria-label$="Signer 1"], [role="dialog"] button[aria-label$="Signer 2"]',
        (els) => els.map((el) => el.getAttribute('aria-label')).sort(),
      );
    const saved = [
      `${esignCopy.fieldNames.date}, ${esignCopy.signerOrder(2)}`,
      `${esignCopy.fieldNames.signature}, ${esignCopy.signerOrder(1)}`,
      `${esignCopy.fieldNames.signature}, ${esignCopy.signerOrder(2)}`,
    ].sort();
    await clickByRole(pageA, 'button', esignCopy.editSetup);
    await pageA.waitForSelector('[data-page="2"] canvas', { timeout: 30_000 });
    await pageA.waitForFunction(
      (n) => document.querySelectorAll('[role="dialog"] button[aria-label*=", Signer "]').length === n,
      {},
      3,
    );
    expect(await placed()).toEqual(saved);
    expect(await pageA.$$eval('input[name="esign-signer"]', (els) => els.length)).toBe(2);
    await untilStill(pageA);
    await screenshot(pageA, 'esign-02b-editor-reopened');
    // A field placed and not saved is gone after CANCEL and reopening.
    await clickOnPage(pageA, 1, 0.6, 0.6);
    await pageA.waitForFunction(
      () => document.querySelectorAll('[role="dialog"] button[aria-label*=", Signer "]').length === 4,
    );
    await clickByRole(pageA, 'button', esignCopy.cancel);
    await waitForText(pageA, esignCopy.configured(2, 3));
    await clickByRole(pageA, 'button', esignCopy.editSetup);
    await pageA.waitForSelector('[data-page="2"] canvas', { timeout: 30_000 });
    await pageA.waitForFunction(
      () => document.querySelectorAll('[role="dialog"] button[aria-label*=", Signer "]').length === 3,
    );
    expect(await placed()).toEqual(saved);
    expect(await seriousA11yViolations(pageA)).toEqual([]);
    await clickByRole(pageA, 'button', esignCopy.cancel);
    await waitForText(pageA, esignCopy.configured(2, 3));
  }, 120_000);

  it("shares it after the DON'T SHARE / CONTINUE confirmation", async () => {
    await fillField(pageA, composerCopy.description.label, DESCRIPTION);
    await clickByRole(pageA, 'button', composerCopy.post);
    await waitForText(pageA, esignCopy.confirmShare);
    await screenshot(pageA, 'esign-03-are-you-sure');
    await clickByRole(pageA, 'button', esignCopy.continue);
    await waitForText(pageA, messages.composer.published, 20_000);
    await pageA.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
    await waitForCardText(pageA, DESCRIPTION, messages.posts.signedCount(0, 2));
  }, 60_000);

  it('B signs with a typed signature; A sees 1/2 live', async () => {
    await openSigning(pageB);
    await screenshot(pageB, 'esign-04-signing-view');
    expect(await seriousA11yViolations(pageB)).toEqual([]);
    await (await ownField(pageB, 'Signature')).click();
    await fillField(pageB, esignCopy.typeHere, 'Blake Rivers');
    await clickByRole(pageB, 'button', esignCopy.apply);
    await clickByRole(pageB, 'button', esignCopy.finish);
    await waitForText(pageB, esignCopy.signed);
    await waitForCardText(pageA, DESCRIPTION, messages.posts.signedCount(1, 2));
    await waitForCardText(pageA, DESCRIPTION, messages.posts.someSigned(1, 2));
    await screenshot(pageA, 'esign-05-one-of-two');
  }, 60_000);

  it('C draws a signature; A sees 2/2 and DOWNLOAD NOW once sealed', async () => {
    await openSigning(pageC);
    await (await ownField(pageC, 'Signature')).click();
    await clickByRole(pageC, 'tab', esignCopy.draw);
    const pad = await pageC.waitForSelector(`canvas[aria-label="${esignCopy.drawHere}"]`);
    await untilStill(pageC);
    const box = await pad?.boundingBox();
    if (!box) throw new Error('no signature pad');
    await pageC.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await pageC.mouse.down();
    for (let i = 1; i <= 12; i++)
      await pageC.mouse.move(box.x + 20 + i * 25, box.y + box.height * (0.7 - 0.4 * Math.abs(Math.sin(i / 2))));
    await pageC.mouse.up();
    await screenshot(pageC, 'esign-06-drawn-signature');
    await clickByRole(pageC, 'button', esignCopy.apply);
    await clickByRole(pageC, 'button', esignCopy.finish);
    await waitForText(pageC, esignCopy.signed);

    await waitForCardText(pageA, DESCRIPTION, messages.posts.signedCount(2, 2));
    await waitForCardText(pageA, DESCRIPTION, messages.posts.downloadNow, 60_000);
    await waitForCardText(pageA, DESCRIPTION, messages.posts.allSigned('Casey Moss', FILE));
    await screenshot(pageA, 'esign-07-all-signed');
  }, 120_000);

  it('A downloads the sealed PDF: pdfsig accepts it; the certificate page is rendered for a look', async () => {
    const card = await cardWith(pageA, DESCRIPTION);
    const href = await card.$eval('a[download]', (a) => (a as HTMLAnchorElement).href);
    const base64 = await pageA.evaluate(async (url: string) => {
      const response = await fetch(url, { credentials: 'include' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    }, href);
    const sealed = join(ARTIFACTS, 'esign-sealed.pdf');
    writeFileSync(sealed, Buffer.from(base64, 'base64'));
    const { stdout } = await run('pdfsig', [sealed]).catch((e) => e as { stdout: string });
    expect(stdout).toContain('Signature is Valid');
    expect(stdout).toContain('Total document signed');
    const info = (await run('pdfinfo', [sealed])).stdout;
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(pages).toBe(3);
    await run('pdftoppm', [
      '-png',
      '-r',
      '70',
      '-f',
      '1',
      '-l',
      String(pages),
      sealed,
      join(ARTIFACTS, 'esign-sealed-page'),
    ]);
    expect(dialogs).toEqual([]);
  }, 60_000);
});
