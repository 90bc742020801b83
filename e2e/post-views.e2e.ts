import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { postsCopy, postViewsCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  waitForText,
  untilStill,
} from './harness/browser';
import { clickByRole } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { pdf, png, uploadPostFiles } from './post-files';
import { cardWith, clickInCard, connect, createGroup, createPost } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let casey: TestClient;
let pageA: Page;
let pageB: Page;
let pageC: Page;
let groupId: string;
let photosPostId: string;
const photosText = 'Photos from the Austin office opening.';
const reportText = 'The signed report, two pages.';
const dialogs: string[] = [];

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  casey = await signUp(app.url, { firstName: 'Casey', lastName: 'Moss' });
  await connect(avery, blake);
  groupId = await createGroup(avery, 'Launch crew', [blake]);

  const colours: [number, number, number][] = [
    [37, 99, 235],
    [16, 185, 129],
    [245, 158, 11],
    [239, 68, 68],
  ];
  const photos = await uploadPostFiles(
    avery,
    colours.map((rgb, i) => ({ name: `office-${i + 1}.png`, type: 'image/png', bytes: png(480, 320, rgb) })),
  );
  photosPostId = photos.postId;
  await createPost(avery, { ...photos, content: photosText, groupsToShareWith: [groupId] });
  const report = await uploadPostFiles(avery, [{ name: 'report.pdf', type: 'application/pdf', bytes: pdf(2) }]);
  await createPost(avery, { ...report, content: reportText, groupsToShareWith: [groupId] });

  chromium = await launchBrowser();
  [pageA, pageB, pageC] = await signedInPages(chromium, app.url, [avery, blake, casey], dialogs);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

async function openGroup(page: Page) {
  await page.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
  await cardWith(page, photosText);
  await untilStill(page);
}

describe('images and documents on cards', () => {
  it('shows three tiles and "+ 1" for four photos; the gallery wraps around and closes', async () => {
    await openGroup(pageB);
    const card = await cardWith(pageB, photosText);
    expect(await card.evaluate((el) => (el as HTMLElement).innerText)).toContain(postsCopy.moreImages(1));
    await pageB.waitForFunction(
      () =>
        [...document.querySelectorAll('article img')].filter((img) => (img as HTMLImageElement).naturalWidth > 0)
          .length >= 3,
      { timeout: 15_000 },
    );
    await screenshot(pageB, 'post-views-01-image-grid');

    await clickInCard(card, 'button', postsCopy.openImage('office-1.png', 1, 4));
    await waitForText(pageB, '1 / 4');
    await pageB.keyboard.press('ArrowLeft');
    await waitForText(pageB, '4 / 4');
    await screenshot(pageB, 'post-views-02-gallery-wrapped');
    await pageB.keyboard.press('Escape');
    await pageB.waitForFunction(() => !document.body.innerText.includes('4 / 4'), { timeout: 15_000 });
  });

  it('opens a PDF in the viewer: pages, zoom and close', async () => {
    const card = await cardWith(pageB, reportText);
    await clickInCard(card, 'button', postsCopy.openFile('report.pdf'));
    await waitForText(pageB, postViewsCopy.document.pageOf(1, 2));
    await pageB.waitForSelector('canvas', { timeout: 15_000 });
    await clickByRole(pageB, 'button', postViewsCopy.document.nextPage);
    await waitForText(pageB, postViewsCopy.document.pageOf(2, 2));
    const before = await pageB.evaluate(() => document.querySelector('canvas')?.width ?? 0);
    await clickByRole(pageB, 'button', postViewsCopy.document.zoomIn);
    await pageB.waitForFunction((w: number) => (document.querySelector('canvas')?.width ?? 0) > w, {}, before);
    await screenshot(pageB, 'post-views-03-pdf-viewer');
    await clickByRole(pageB, 'button', postViewsCopy.document.close);
    await pageB.waitForFunction(
      (t: string) => !document.body.innerText.includes(t),
      {},
      postViewsCopy.document.pageOf(2, 2),
    );
  });
});

describe('thread and notification views', () => {
  it('opens a post in the Thread panel beside the timeline and closes it in place', async () => {
    const card = await cardWith(pageB, photosText);
    await clickInCard(card, 'button', postsCopy.viewThread);
    await pageB.waitForFunction(() => new URL(location.href).searchParams.has('threadPostId'));
    await waitForText(pageB, postViewsCopy.thread.title);
    await screenshot(pageB, 'post-views-04-thread');
    await clickByRole(pageB, 'button', postViewsCopy.thread.close);
    await pageB.waitForFunction(() => !new URL(location.href).searchParams.has('threadPostId'));
    expect(new URL(pageB.url()).pathname).toBe(`/group/${groupId}`);
  });

  it('opens a post from a notification link with its alert bar; a stranger gets the restricted notice', async () => {
    await pageB.goto(`${app.url}/?postId=${photosPostId}`, { waitUntil: 'networkidle0' });
    await waitForText(pageB, messages.posts.highlight('picture'));
    await screenshot(pageB, 'post-views-05-notification-dialog');
    expect(await seriousA11yViolations(pageB)).toEqual([]);

    await pageC.goto(`${app.url}/?postId=${photosPostId}`, { waitUntil: 'networkidle0' });
    await waitForText(pageC, messages.posts.restricted);
    expect(await pageC.evaluate(() => document.body.innerText)).not.toContain(photosText);
    await screenshot(pageC, 'post-views-06-restricted');
  });
});

describe('changing posts', () => {
  it('long text is cut at 200 characters with show more', async () => {
    const long = `${'Quarterly review notes. '.repeat(12)}The end of the notes.`;
    await createPost(avery, { content: long, groupsToShareWith: [groupId] });
    await openGroup(pageB);
    const card = await cardWith(pageB, 'Quarterly review notes.');
    expect(await card.evaluate((el) => (el as HTMLElement).innerText)).not.toContain('The end of the notes.');
    await clickInCard(card, 'button', postsCopy.showMore);
    await cardWith(pageB, 'The end of the notes.');
  });

  it('the author deletes a post after confirming; it disappears for the other member live', async () => {
    await openGroup(pageA);
    await cardWith(pageB, reportText);
    await clickInCard(await cardWith(pageA, reportText), 'button', postsCopy.options);
    await clickByRole(pageA, 'menuitem', postsCopy.delete);
    await waitForText(pageA, postsCopy.deleteTitle);
    await screenshot(pageA, 'post-views-07-delete-confirm');
    await clickByRole(pageA, 'button', postsCopy.delete);
    await waitForText(pageA, messages.posts.deleteSuccess);
    await pageB.waitForFunction((t: string) => !document.body.innerText.includes(t), { timeout: 15_000 }, reportText);
    expect(dialogs).toEqual([]);
  });
});
