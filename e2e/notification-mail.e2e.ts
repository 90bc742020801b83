import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, type TestBrowser } from './harness/browser';
import { createPost } from './posts-steps';

const SECRET = 'the Q3 figure is 4.2M';
let app: AppServer;
let chromium: TestBrowser;
let page: Page;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  app = await startAppServer();
  ada = await signUp(app.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(app.url, { firstName: 'Bob', lastName: 'Builder' });
  chromium = await launchBrowser();
  page = await chromium.browser.newPage();
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

type Row = { id: string; subject: string; tag: string };

describe('notification e-mails', () => {
  it('a comment e-mail says who did what with a link, and nothing of the words (the default)', async () => {
    const postId = await createPost(ada, { content: 'Budget review' });
    const res = await bob.post('/api/comment', {
      createdBy: bob.user?.id,
      message: SECRET,
      entityId: postId,
      entityName: 'Post',
    });
    expect(res.status).toBe(200);
    const to = encodeURIComponent(ada.user?.email ?? '');
    let mail: Row | undefined;
    for (let i = 0; i < 60 && !mail; i++) {
      const list = (await (await fetch(`${app.url}/dev/mail?format=json&to=${to}`)).json()) as {
        data: { results: Row[] };
      };
      mail = list.data.results.find((r) => r.tag === 'notification');
      if (!mail) await new Promise((r) => setTimeout(r, 500));
    }
    expect(mail?.subject).toBe('Bob Builder commented on your post');
    await page.goto(`${app.url}/dev/mail/${mail?.id}`, { waitUntil: 'networkidle0' });
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Bob Builder commented on your post');
    expect(text).toContain(`/?threadPostId=${postId}`);
    expect(text).not.toContain('4.2M');
    await screenshot(page, 'mail-without-content');
  }, 90_000);
});
