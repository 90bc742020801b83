import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { composerCopy, postsCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, type TestBrowser, waitForText, untilStill } from './harness/browser';
import { clickByRole, fillField } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { png } from './post-files';
import { typeInCombobox } from './people-steps';
import { cardWith, clickChoice, clickInCard, connect, createPost, waitForCardImages } from './posts-steps';

let app: AppServer;
let site: Server;
let siteUrl: string;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let casey: TestClient;
let pageA: Page;
let pageB: Page;
const dialogs: string[] = [];

/** A page with Open Graph tags, served on loopback and allowed for previews in this run only. */
function startSite(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/og.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png(120, 63, [16, 185, 129]));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head>
      <title>Fallback title</title>
      <meta property="og:title" content="Lumen Analytics: pilot results">
      <meta property="og:description" content="What a six-week pilot taught us about pipeline health.">
      <meta property="og:image" content="/og.png"></head><body>Pilot</body></html>`);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

beforeAll(async () => {
  site = await startSite();
  const port = (site.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${port}/pilot`;
  app = await startAppServer({ LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${port}` });
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  casey = await signUp(app.url, { firstName: 'Casey', lastName: 'Moss' });
  await connect(avery, blake);
  await connect(avery, casey);
  chromium = await launchBrowser();
  [pageA, pageB] = await signedInPages(chromium, app.url, [avery, blake], dialogs);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
  site?.close();
});

function photoFiles(): string[] {
  const colours: [number, number, number][] = [
    [37, 99, 235],
    [245, 158, 11],
    [239, 68, 68],
  ];
  return colours.map((rgb, i) => {
    const path = join(tmpdir(), `rapport-share-${Date.now()}-${i + 1}.png`);
    writeFileSync(path, png(640, 420, rgb));
    return path;
  });
}

async function openShare(page: Page) {
  await page.goto(app.url, { waitUntil: 'networkidle0' });
  await clickByRole(page, 'button', composerCopy.tiles.share);
  await waitForText(page, messages.composer.whoWith(composerCopy.actions.share));
}

describe('the share composer', () => {
  it('posts three photos to two people: a group is made, the post is pending, then shows the grid', async () => {
    await openShare(pageA);
    await screenshot(pageA, 'share-01-visibility');
    await clickChoice(pageA, messages.composer.specificPeople);
    for (const [term, name] of [
      ['Blake', 'Blake Rivers'],
      ['Casey', 'Casey Moss'],
    ] as const) {
      await typeInCombobox(pageA, composerCopy.people.label, term);
      await clickByRole(pageA, 'option', name);
    }
    await waitForText(pageA, 'Blake, Casey');
    await screenshot(pageA, 'share-02-two-people-make-a-group');
    await clickByRole(pageA, 'button', composerCopy.next);

    await clickByRole(pageA, 'button', composerCopy.contentTypes.image);
    const input = await pageA.waitForSelector(`input[type=file][aria-label="${composerCopy.files.chooseImages}"]`);
    await input?.uploadFile(...photoFiles());
    await fillField(pageA, composerCopy.description.label, 'Site visit photos from Austin.');
    await screenshot(pageA, 'share-03-photos-picked');
    await clickByRole(pageA, 'button', composerCopy.post);
    await waitForText(pageA, messages.composer.published);
    await pageA.waitForFunction(() => location.pathname.startsWith('/group/'), { timeout: 15_000 });

    await waitForCardImages(pageA, 'Site visit photos from Austin.', 3).catch(async (error) => {
      await screenshot(pageA, 'share-04-grid-failed');
      throw error;
    });
    await screenshot(pageA, 'share-04-group-grid');
    // Blake is in the new group and sees the post there.
    await pageB.goto(pageA.url(), { waitUntil: 'networkidle0' });
    await cardWith(pageB, 'Site visit photos from Austin.');
  });

  it('previews a link as it is typed and posts it', async () => {
    await openShare(pageA);
    await clickChoice(pageA, composerCopy.allOfMyRelationships);
    await clickByRole(pageA, 'button', composerCopy.contentTypes.link);
    await fillField(pageA, composerCopy.link.label, siteUrl);
    await waitForText(pageA, 'Lumen Analytics: pilot results');
    await screenshot(pageA, 'share-05-link-preview');
    await clickByRole(pageA, 'button', composerCopy.post);
    await waitForText(pageA, messages.composer.published);
    await pageB.goto(app.url, { waitUntil: 'networkidle0' });
    await cardWith(pageB, 'Lumen Analytics: pilot results');
  });

  it('reshares a post with a comment; the original is embedded', async () => {
    await createPost(casey, { content: 'Casey is hiring two account executives in Denver.', visibility: 'PUBLIC' });
    await pageB.goto(app.url, { waitUntil: 'networkidle0' });
    const original = await cardWith(pageB, 'Casey is hiring');
    await clickInCard(original, 'button', postsCopy.options);
    await clickByRole(pageB, 'menuitem', postsCopy.reshare);
    // The composer loads on first use: choose inside it once it is open, not on the page behind.
    await pageB.waitForSelector('[role="dialog"]', { timeout: 15_000 });
    await untilStill(pageB);
    await clickChoice(pageB, messages.composer.public);
    await fillField(pageB, composerCopy.reshare.label, 'Worth a look if you know someone in Denver.');
    await screenshot(pageB, 'share-06-reshare');
    await clickByRole(pageB, 'button', composerCopy.post);
    await waitForText(pageB, messages.composer.published);
    await pageB.goto(app.url, { waitUntil: 'networkidle0' });
    const reshare = await cardWith(pageB, 'Worth a look if you know someone in Denver.');
    expect(await reshare.evaluate((el) => (el as HTMLElement).innerText)).toContain('Casey is hiring');
    await screenshot(pageB, 'share-07-reshared');
    expect(dialogs).toEqual([]);
  });
});
