import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { signUp, TEST_PASSWORD, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, type TestBrowser, waitForText } from './harness/browser';
import { EXTENSION_PATH, extensionId } from './harness/extension';
import { clickButton, fillField, fillPassword } from './harness/forms';
import { signInPage } from './harness/sessions';
import { overflowsSideways, settle } from './people-steps';
import { cardWith, connect } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let id: string;
let panel: Page;
let web: Page;

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  await connect(avery, blake);
  chromium = await launchBrowser({ extensionPath: EXTENSION_PATH });
  id = await extensionId(chromium.browser);
  const context = await chromium.browser.createBrowserContext();
  web = await signInPage(context, app.url, blake.user?.email ?? '');
  await web.goto(`${app.url}/relationships/${avery.user?.id}`, { waitUntil: 'networkidle0' });
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('the side panel workspace', () => {
  it('opens a relationship in place and sends a chat the other person receives live in the web app', async () => {
    panel = await chromium.browser.newPage();
    await panel.setViewport({ width: 400, height: 760 });
    await panel.goto(`chrome-extension://${id}/sidepanel.html`, { waitUntil: 'networkidle0' });
    await fillField(panel, uiCopy.extension.serverUrl, app.url);
    await fillField(panel, uiCopy.auth.email, avery.user?.email ?? '');
    await fillPassword(panel, uiCopy.auth.password, TEST_PASSWORD);
    await clickButton(panel, uiCopy.auth.signIn);
    await waitForText(panel, uiCopy.realtime.open);

    await panel.locator(`a[href="/relationships/${blake.user?.id}"]`).setTimeout(15_000).click();
    const box = await panel.waitForSelector(
      `::-p-aria([name="${messages.chat.placeholder('Blake')}"][role="textbox"])`,
      { timeout: 15_000 },
    );
    await waitForText(panel, uiCopy.extension.openInWebApp);
    await settle(panel);
    await screenshot(panel, 'ext-workspace-400');
    await box?.type('Sent from the side panel.');
    await panel.keyboard.press('Enter');
    await cardWith(web, 'Sent from the side panel.');
    await screenshot(web, 'ext-chat-received-in-web-app');

    await web.waitForSelector(`::-p-aria([name="${messages.chat.placeholder('Avery')}"][role="textbox"])`);
    await web.type(`::-p-aria([name="${messages.chat.placeholder('Avery')}"][role="textbox"])`, 'Got it, thanks!');
    await web.keyboard.press('Enter');
    await cardWith(panel, 'Got it, thanks!');

    await panel.setViewport({ width: 320, height: 760 });
    await settle(panel);
    expect(await overflowsSideways(panel)).toBe(false);
    await screenshot(panel, 'ext-workspace-320');
  });
});
