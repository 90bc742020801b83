import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { a11yViolations, launchBrowser, screenshot, type TestBrowser, waitForText } from './harness/browser';
import { EXTENSION_PATH, extensionId } from './harness/extension';
import { clickButton, fillField, fillPassword } from './harness/forms';

let app: AppServer;
let chromium: TestBrowser;
let user: TestClient;
let id: string;

beforeAll(async () => {
  app = await startAppServer();
  user = await signUp(app.url, { firstName: 'Sidney', lastName: 'Panel' });
  chromium = await launchBrowser({ extensionPath: EXTENSION_PATH });
  id = await extensionId(chromium.browser);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

async function openSidePanel(width: number): Promise<Page> {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width, height: 720 });
  await page.goto(`chrome-extension://${id}/sidepanel.html`, { waitUntil: 'networkidle0' });
  return page;
}

describe('the extension, loaded unpacked', () => {
  it('signs in from the side panel and shows the user with a live connection', async () => {
    const panel = await openSidePanel(360);
    await screenshot(panel, 'ext-sidepanel-signed-out');
    await fillField(panel, uiCopy.extension.serverUrl, app.url);
    await fillField(panel, uiCopy.auth.email, user.user?.email ?? '');
    await fillPassword(panel, uiCopy.auth.password, 'Passw0rd!x');
    await clickButton(panel, uiCopy.auth.signIn);
    await waitForText(panel, 'Sidney Panel');
    await waitForText(panel, user.user?.email ?? '');
    await waitForText(panel, uiCopy.realtime.open);
    await waitForText(panel, uiCopy.sidebar.relationshipsEmptyText);
    // No one to send it to yet: the list's chat box waits for a first relationship.
    expect(await panel.$(`::-p-aria([name="${chatCopy.pending.label}"][role="textbox"])`)).toBeNull();
    await screenshot(panel, 'ext-sidepanel-signed-in-360');
    expect(await a11yViolations(panel)).toEqual([]);
    await panel.close();
  });

  it('stays signed in when the panel is opened again, and fits 320 px', async () => {
    const panel = await openSidePanel(320);
    await waitForText(panel, 'Sidney Panel');
    const overflows = await panel.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
    await screenshot(panel, 'ext-sidepanel-signed-in-320');
    await panel.close();
  });

  it('the popup shows the signed-in user', async () => {
    const popup = await chromium.browser.newPage();
    // The popup's width: Chrome fits its window to the popup's 520 px column.
    await popup.setViewport({ width: 520, height: 400 });
    await popup.goto(`chrome-extension://${id}/popup.html`, { waitUntil: 'networkidle0' });
    await waitForText(popup, 'Sidney Panel');
    await screenshot(popup, 'ext-popup');
    await popup.close();
  });

  it('asks to sign in again when the session has ended', async () => {
    // Ends every session of the user, the extension's included (as a password change elsewhere would).
    expect((await user.post('/api/auth/revoke-sessions')).status).toBe(200);
    const panel = await openSidePanel(360);
    await waitForText(panel, uiCopy.auth.sessionExpired);
    await screenshot(panel, 'ext-sidepanel-expired');
    await panel.close();
  });
});
