import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composerCopy, esignCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { makePdf } from '../server/features/esign/testing';
import { type AppServer, startAppServer } from './harness/app-server';
import { ARTIFACTS, launchBrowser, screenshot, type TestBrowser, untilStill, waitForText } from './harness/browser';
import { clickByRole } from './harness/forms';
import { signInPage } from './harness/sessions';
import { createGroup } from './posts-steps';

// A server started as a newcomer starts it: no PUBLIC_URL, so pages on both loopback names are
// trusted. Each page must get file links on its own origin (its CSP says `connect-src 'self'`);
// a link on the other name would be refused, and closing the browser fails on any refusal.
let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let groupId = '';

beforeAll(async () => {
  app = await startAppServer({ PUBLIC_URL: '' });
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  groupId = await createGroup(avery, 'Loopback room', [blake]);
  chromium = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('files open from either loopback address (no PUBLIC_URL)', () => {
  const port = () => new URL(app.url).port;
  for (const host of ['127.0.0.1', 'localhost']) {
    it(`uploads a PDF and opens it in the e-sign editor from http://${host}`, async () => {
      const base = `http://${host}:${port()}`;
      const context = await chromium.browser.createBrowserContext();
      const page = await signInPage(context, base, avery.user?.email ?? '');
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
      await page.goto(`${base}/group/${groupId}`, { waitUntil: 'networkidle0' });
      await clickByRole(page, 'button', composerCopy.tiles.sign);
      await waitForText(page, esignCopy.chooseFile);
      mkdirSync(ARTIFACTS, { recursive: true });
      const pdf = join(ARTIFACTS, `loopback-${host}.pdf`);
      writeFileSync(pdf, await makePdf(2));
      const input = await page.waitForSelector('[data-testid="esign-file-input"]');
      // The upload is a presigned PUT from this page.
      await (input as ElementHandle<HTMLInputElement>).uploadFile(pdf);
      await waitForText(page, esignCopy.ready, 60_000);
      await clickByRole(page, 'button', esignCopy.prepare);
      // The editor fetches the PDF through its signed link and draws its pages.
      await page.waitForSelector('[data-page="2"] canvas', { timeout: 30_000 });
      await untilStill(page);
      await screenshot(page, `loopback-esign-editor-${host}`);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).not.toContain('could not be shown');
      expect(failed.filter((f) => f.includes('/api/files/'))).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
