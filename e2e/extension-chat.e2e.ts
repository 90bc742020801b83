import { randomUUID } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { chatCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  a11yViolations,
  launchBrowser,
  screenshot,
  type TestBrowser,
  waitForText,
  untilStill,
} from './harness/browser';
import { EXTENSION_PATH, extensionId, signedInSidePanel } from './harness/extension';
import { returningPage } from './harness/sessions';
import { overflowsSideways } from './people-steps';
import { pdf } from './post-files';
import { cardWith, connect, createGroup, createPost } from './posts-steps';

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
  web = await returningPage(context, app.url, blake);
  await web.goto(`${app.url}/relationships/${avery.user?.id}`, { waitUntil: 'networkidle0' });
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('the side panel workspace', () => {
  it('opens a relationship in place and sends a chat the other person receives live in the web app', async () => {
    panel = await signedInSidePanel(chromium.browser, { serverUrl: app.url, email: avery.user?.email ?? '' });

    // A chat written on the list waits for the relationship opened next (spec 2 §4), as in the web app.
    const pending = await panel.waitForSelector(`::-p-aria([name="${chatCopy.pending.label}"][role="textbox"])`);
    await untilStill(panel);
    await screenshot(panel, 'ext-pending-chat-box');
    await pending?.type('Written before choosing anyone.');
    await panel.keyboard.press('Enter');
    await waitForText(panel, chatCopy.pending.hint);
    await untilStill(panel);
    await screenshot(panel, 'ext-pending-chat-waiting');
    expect(await a11yViolations(panel)).toEqual([]);

    await panel.locator(`a[href="/relationships/${blake.user?.id}"]`).setTimeout(15_000).click();
    await cardWith(web, 'Written before choosing anyone.');
    const box = await panel.waitForSelector(
      `::-p-aria([name="${messages.chat.placeholder('Blake')}"][role="textbox"])`,
      { timeout: 15_000 },
    );
    await waitForText(panel, uiCopy.extension.openInWebApp);
    await untilStill(panel);
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
    await untilStill(panel);
    expect(await overflowsSideways(panel)).toBe(false);
    await screenshot(panel, 'ext-workspace-320');
  });

  it('an e-sign request says signing opens in a tab, and SIGN NOW opens it in the web app', async () => {
    const { groupId, postId } = await sendForSignature(blake, avery, 'Please sign the supplier agreement.');
    const second = await chromium.browser.newPage();
    await second.setViewport({ width: 400, height: 760 });
    await second.goto(`chrome-extension://${id}/sidepanel.html`, { waitUntil: 'networkidle0' });
    await second.locator(`[role="tab"] ::-p-text(${uiCopy.sidebar.myGroups})`).setTimeout(15_000).click();
    await second.locator(`a[href="/group/${groupId}"]`).setTimeout(15_000).click();
    const card = await cardWith(second, 'Please sign the supplier agreement.');
    expect(await card.evaluate((el) => (el as HTMLElement).innerText)).toContain(messages.esign.narrowPanel);
    await untilStill(second);
    await screenshot(second, 'ext-esign-request');

    const signNow = await card.$(`::-p-aria([name="${messages.posts.signNow}"][role="button"])`);
    expect(signNow).not.toBeNull();
    const [tab] = await Promise.all([
      chromium.browser.waitForTarget((t) => t.type() === 'page' && t.url().startsWith(`${app.url}/?postId=`), {
        timeout: 15_000,
      }),
      signNow?.click(),
    ]);
    expect(new URL(tab.url()).searchParams.get('postId')).toBe(postId);
    await (await tab.page())?.close();
    await second.close();
  });
});

/** A one-page PDF sent for `signer`'s signature in a group of the two, through the real API. */
async function sendForSignature(sender: TestClient, signer: TestClient, text: string) {
  const groupId = await createGroup(sender, 'Supplier contracts', [signer]);
  const filepath = `uploads/users/${sender.user?.id}/esign/${randomUUID()}/Agreement.pdf`;
  const query = new URLSearchParams({ filepath, type: 'PUT', contentType: 'application/pdf' });
  const signed = await sender.get(`/api/utility/aws/presignedUrl?${query}`);
  const put = await fetch(signed.body.data as string, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf(1)),
  });
  expect(put.ok).toBe(true);
  const content = await sender.post('/api/content', {
    userId: sender.user?.id,
    createdBy: sender.user?.id,
    filename: 'Agreement.pdf',
    filepath,
    type: 'pdf',
    order: 0,
  });
  const contentId = content.body.data.contentId as string;
  // The queue prepares the document in the background, as the editor's 3-second poll waits for.
  for (let ready = false; !ready; ) {
    const state = (await sender.get(`/api/content/id?contentId=${contentId}`)).body.data?.state;
    expect(state).not.toBe('failed');
    ready = state === 'ready';
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const setUp = await sender.request('PUT', '/api/content/esign', {
    contentId,
    userId: sender.user?.id,
    signers: [{ userId: signer.user?.id }],
    fields: [{ signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.05 }],
  });
  expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
  const postId = await createPost(sender, {
    type: 'ESign',
    content: text,
    visibility: 'COLLABORATION_GROUP',
    groupsToShareWith: [groupId],
    postMeta: [{ name: 'contentId', value: contentId }],
  });
  const sent = await sender.post('/api/content/esign/send', { contentId, postId });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { groupId, postId };
}
