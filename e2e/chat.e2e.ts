import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { chatCopy, postsCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, type TestBrowser, waitForText, untilStill } from './harness/browser';
import { clickByRole } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { png } from './post-files';
import { cardWith, clickInCard, connect, waitForCardImages } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let pageA: Page;
let pageB: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  await connect(avery, blake);
  chromium = await launchBrowser();
  [pageA, pageB] = await signedInPages(chromium, app.url, [avery, blake], dialogs);
  await Promise.all([
    pageA.goto(`${app.url}/relationships/${blake.user?.id}`, { waitUntil: 'networkidle0' }),
    pageB.goto(`${app.url}/relationships/${avery.user?.id}`, { waitUntil: 'networkidle0' }),
  ]);
  await untilStill(pageA);
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

async function chatBox(page: Page, name: string) {
  const box = await page.waitForSelector(`::-p-aria([name="${messages.chat.placeholder(name)}"][role="textbox"])`, {
    timeout: 15_000,
  });
  if (!box) throw new Error('no chat box');
  return box;
}

describe('chat in a relationship', () => {
  const first = 'Hi Blake, are we still on for Thursday?';

  it('sends with Enter (Shift+Enter is a new line); the other person sees it live', async () => {
    const box = await chatBox(pageA, 'Blake');
    await box.type('Hi Blake,');
    await pageA.keyboard.down('Shift');
    await pageA.keyboard.press('Enter');
    await pageA.keyboard.up('Shift');
    expect(await box.evaluate((el) => (el as HTMLTextAreaElement).value)).toBe('Hi Blake,\n');
    await box.evaluate((el) => {
      (el as HTMLTextAreaElement).select();
    });
    await box.type(first);
    await pageA.keyboard.press('Enter');
    await cardWith(pageB, first);
    await pageA.waitForFunction((el: Element) => (el as HTMLTextAreaElement).value === '', { timeout: 15_000 }, box);
    await screenshot(pageB, 'chat-01-b-receives');
  });

  it('the author edits the message inline and deletes it; the other side follows live', async () => {
    await clickInCard(await cardWith(pageA, first), 'button', postsCopy.options);
    // The menu animates open: pick the item once it stands still, or the click lands on its neighbour.
    await untilStill(pageA);
    await clickByRole(pageA, 'menuitem', postsCopy.edit);
    const editor = await pageA.waitForSelector(`::-p-aria([name="${chatCopy.edit.label}"][role="textbox"])`);
    // Keys pressed while the closing menu still has focus would drive the menu (End → Delete).
    await pageA.waitForFunction(() => !document.querySelector('[role="menu"]'), { timeout: 15_000 });
    await editor?.evaluate((el) => {
      const field = el as HTMLTextAreaElement;
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    });
    await editor?.type(' 3pm works.');
    await pageA.waitForFunction(
      (el: Element, value: string) => (el as HTMLTextAreaElement).value === value,
      { timeout: 15_000 },
      editor as unknown as Element,
      `${first} 3pm works.`,
    );
    await clickByRole(pageA, 'button', chatCopy.edit.update);
    await waitForText(pageA, messages.chat.updated).catch(async (error) => {
      await screenshot(pageA, 'chat-02-update-failed');
      throw error;
    });
    await cardWith(pageB, `${first} 3pm works.`);
    await screenshot(pageA, 'chat-02-edited');

    await clickInCard(await cardWith(pageA, '3pm works.'), 'button', postsCopy.options);
    await untilStill(pageA);
    await clickByRole(pageA, 'menuitem', postsCopy.delete);
    await clickByRole(pageA, 'button', chatCopy.delete);
    await waitForText(pageA, messages.chat.deleted);
    await pageB.waitForFunction(() => !document.body.innerText.includes('3pm works.'), { timeout: 15_000 });
  });

  it('pastes one image into the chat box and sends it; it shows once processed', async () => {
    const box = await chatBox(pageA, 'Blake');
    await box.click();
    const bytes = [...png(320, 200, [37, 99, 235])];
    await box.evaluate((el, data: number[]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'pasted.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, bytes);
    await waitForText(pageA, 'pasted.png');
    await box.type('The floor plan');
    await pageA.keyboard.press('Enter');
    await waitForCardImages(pageB, 'The floor plan', 1);
    await screenshot(pageB, 'chat-03-pasted-image');
    expect(dialogs).toEqual([]);
  });
});
