import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, type TestBrowser, waitForText } from './harness/browser';
import { clickByRole } from './harness/forms';
import { returningPage } from './harness/sessions';
import { createGroup, createPost } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let page: Page;
let groupId: string;

/** Posts in the group, then deletes it: what a stale link or notification leads to. */
async function deletedPost(body: Record<string, unknown>): Promise<string> {
  const postId = await createPost(avery, { groupsToShareWith: [groupId], ...body });
  const res = await avery.delete('/api/post', { postId, deletedBy: avery.user?.id });
  if (res.status !== 200) throw new Error(`delete: ${res.status}`);
  return postId;
}

const noticeOpen = (name: string) =>
  page.waitForSelector(`::-p-aria([name="${name}"][role="alertdialog"])`, { timeout: 15_000 });

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  groupId = await createGroup(avery, 'Launch crew', [blake]);
  chromium = await launchBrowser();
  page = await returningPage(await chromium.browser.createBrowserContext(), app.url, blake);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('a link to a deleted item shows the delete notice', () => {
  it("a thread link to a deleted post: 'This post has been deleted', Close closes the thread", async () => {
    const postId = await deletedPost({ content: 'Q3 numbers, draft.' });
    await page.goto(`${app.url}/group/${groupId}?threadPostId=${postId}`, { waitUntil: 'networkidle0' });
    const notice = await noticeOpen(messages.posts.deletedOriginal);
    expect(notice).toBeTruthy();
    await screenshot(page, 'deleted-post-notice');
    await clickByRole(page, 'button', uiCopy.states.close);
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('threadPostId'), { timeout: 15_000 });
  });

  it("a link to a deleted chat message: 'This message has been deleted'", async () => {
    const postId = await deletedPost({ type: 'chat', content: 'See you at 3.' });
    await page.goto(`${app.url}/group/${groupId}?threadPostId=${postId}`, { waitUntil: 'networkidle0' });
    expect(await noticeOpen(messages.chat.deletedNotice)).toBeTruthy();
    await screenshot(page, 'deleted-message-notice');
  });

  it('a notification link (?postId=) to a deleted post says the owner deleted it', async () => {
    const postId = await deletedPost({ content: 'Offsite agenda.' });
    await page.goto(`${app.url}/?postId=${postId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, messages.posts.deleted);
    await screenshot(page, 'deleted-notification-notice');
  });
});
