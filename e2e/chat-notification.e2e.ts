import { messages } from '@shared/messages';
import type { Page, WebWorker } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PushBrowser,
  type PushReceived,
  startPushService,
} from '../server/features/notifications/testing/push-service';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, seriousA11yViolations, type TestBrowser, untilStill } from './harness/browser';
import { signedInPages } from './harness/sessions';
import { connect } from '../server/features/posts/testing';
import { cardWith } from './posts-steps';

// Issue 36: a chat message to someone who is not looking raises a web push, shown by their
// service worker, and an e-mail once still unread after the delay. Offline Chromium cannot
// subscribe to a real push service, so Blake's subscription points at a push service on
// loopback, which hands what the server sent, decrypted with the subscription's keys as the
// browser would, to Blake's service worker as its push event.
let app: AppServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let pairingId: string;
let pageA: Page;
let pageB: Page;
let subscription: PushBrowser;
const dialogs: string[] = [];

type MailRow = { id: string; subject: string; tag: string };
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
};

beforeAll(async () => {
  push = await startPushService();
  app = await startAppServer({ PUSH_ALLOW_HOSTS: push.host });
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  pairingId = await connect(avery, blake);
  chromium = await launchBrowser();
  [pageA, pageB] = await signedInPages(chromium, app.url, [avery, blake], dialogs);
  subscription = await push.subscribe(blake, '/push/blake-laptop');
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
  await push?.close();
});

async function send(page: Page, name: string, text: string) {
  const box = await page.waitForSelector(`::-p-aria([name="${messages.chat.placeholder(name)}"][role="textbox"])`, {
    timeout: 15_000,
  });
  await box?.type(text);
  await page.keyboard.press('Enter');
  await cardWith(page, text);
}

/** Blake's service worker, registered by his open tab. */
async function serviceWorkerOf(page: Page): Promise<WebWorker> {
  await page.browserContext().overridePermissions(app.url, ['notifications']);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  const target = await page
    .browserContext()
    .waitForTarget((t) => t.type() === 'service_worker' && t.url() === `${app.url}/sw.js`, { timeout: 20_000 });
  const worker = await target.worker();
  if (!worker) throw new Error('no service worker');
  return worker;
}

/** The next message the push service gets for Blake's subscription. */
function nextPush(): Promise<PushReceived> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no push within 30 s')), 30_000);
    const stop = push.onPush((message) => {
      if (message.path !== subscription.path) return;
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

async function chatMails(): Promise<MailRow[]> {
  const to = encodeURIComponent(blake.user?.email ?? '');
  const list = (await (await fetch(`${app.url}/dev/mail?format=json&to=${to}`)).json()) as {
    data: { results: MailRow[] };
  };
  return list.data.results.filter((r) => r.tag === 'chat-message');
}

/** The development server's queue: delayed jobs come due as if `minutes` had passed. */
async function advance(minutes: number) {
  const res = await fetch(`${app.url}/dev/queue/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  expect(res.status).toBe(200);
}

async function waitForMails(count: number): Promise<MailRow[]> {
  for (let i = 0; i < 60; i++) {
    const rows = await chatMails();
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`fewer than ${count} chat e-mails`);
}

describe('a chat message to someone who is not looking', () => {
  it('raises no push while Blake has the conversation open, and one once he is elsewhere', async () => {
    await Promise.all([
      pageA.goto(`${app.url}/relationships/${pairingId}`, { waitUntil: 'networkidle0' }),
      pageB.goto(`${app.url}/relationships/${pairingId}`, { waitUntil: 'networkidle0' }),
    ]);
    const worker = await serviceWorkerOf(pageB);
    await send(pageA, 'Blake', 'Seen live, no push');
    await cardWith(pageB, 'Seen live, no push');

    // Blake goes home: the conversation is no longer on his screen.
    await pageB.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await untilStill(pageB);
    expect(await seriousA11yViolations(pageB)).toEqual([]);
    const arriving = nextPush();
    await send(pageA, 'Blake', 'Can you send the signed lease today?');
    const payload = push.open(await arriving, subscription);
    expect(payload).toEqual({
      title: 'Avery Stone',
      body: 'Can you send the signed lease today?',
      url: `${app.url}/relationships/${pairingId}?chat=true`,
      tag: `chat:${pairingId}`,
    });
    // The push service hands it to Blake's browser: his service worker shows it.
    const shown = await worker.evaluate(async (data: string) => {
      const sw = self as unknown as WorkerScope;
      const { tag } = JSON.parse(data) as { tag: string };
      sw.dispatchEvent(new sw.PushEvent('push', { data }));
      for (;;) {
        const list = await sw.registration.getNotifications({ tag });
        if (list.length) return list.map((n) => ({ title: n.title, body: n.body, data: n.data }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, JSON.stringify(payload));
    expect(shown).toEqual([{ title: 'Avery Stone', body: payload.body, data: { url: payload.url } }]);
    // The first message, sent while he looked, never reached the push service.
    const bodies = push.to(subscription).map((m) => push.open(m, subscription).body);
    expect(bodies).toEqual(['Can you send the signed lease today?']);
    expect(await seriousA11yViolations(pageA)).toEqual([]);
  }, 120_000);

  it('is e-mailed once still unread after the delay, without its words by default', async () => {
    expect(await chatMails()).toEqual([]);
    await advance(10);
    const [mail] = await waitForMails(1);
    expect(mail?.subject).toBe('New message from Avery Stone');
    await pageB.goto(`${app.url}/dev/mail/${mail?.id}`, { waitUntil: 'networkidle0' });
    const text = await pageB.evaluate(() => document.body.innerText);
    expect(text).toContain('Avery Stone sent you a message');
    expect(text).toContain(`/relationships/${pairingId}?chat=true`);
    expect(text).not.toContain('signed lease');
    await screenshot(pageB, 'chat-mail-without-content');
  }, 120_000);

  it('collapses the next messages into one e-mail, with the words when Blake asks for them', async () => {
    const saved = await blake.patch('/api/user/notification/preferences', {
      userId: blake.user?.id,
      emailWithoutContent: false,
    });
    expect(saved.status).toBe(200);
    await send(pageA, 'Blake', 'The keys are at the front desk.');
    await send(pageA, 'Blake', 'Ask for Dana.');
    await advance(10);
    const mails = await waitForMails(2);
    const mail = mails.find((m) => m.subject === '2 new messages from Avery Stone');
    expect(mail).toBeDefined();
    await pageB.goto(`${app.url}/dev/mail/${mail?.id}`, { waitUntil: 'networkidle0' });
    const text = await pageB.evaluate(() => document.body.innerText);
    expect(text).toContain('“The keys are at the front desk.”');
    expect(text).toContain('“Ask for Dana.”');
    await screenshot(pageB, 'chat-mail-with-content');
    expect(dialogs).toEqual([]);
  }, 120_000);
});
