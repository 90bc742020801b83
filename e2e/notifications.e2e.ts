import { notificationsCopy, postViewsCopy, profileCopy, uiCopy } from '@shared/ui-copy';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { returningPage } from './harness/sessions';
import { connect, createGroup, createPost } from './posts-steps';

// Issue 14: B comments on A's post; A's bell shows it live, the drawer lists it, a click lands
// on the comment in the thread view. The preferences drawer opens from its link.
let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let pageA: Page;
let groupId: string;
let postId: string;
let commentId: string;
const postText = 'Quarterly plan for the Austin office.';
const commentText = 'Count me in for the kickoff on Monday.';
const notificationTitle = 'Blake Rivers commented on your post';
/** Requests the web app made for the notification list or the bell's number. */
const notificationReads: string[] = [];

/** The header's bell: its text says how many are unread ('Notifications, 1 unread'). */
const bellText = (page: Page) =>
  page.evaluate(
    (label: string) =>
      [...document.querySelectorAll('header nav button')]
        .map((button) => (button as HTMLElement).textContent ?? '')
        .find((text) => text.includes(label)) ?? '',
    uiCopy.nav.notifications,
  );

/** Waits until the thread's scrolled list shows the whole comment in its view. */
function waitForCommentInView(page: Page, commentId: string) {
  return page.waitForFunction(
    (id: string) => {
      const item = document.querySelector(`aside [data-comment-id="${id}"]`);
      const view = item?.closest('.overflow-y-auto');
      if (!item || !view) return false;
      const a = item.getBoundingClientRect();
      const b = view.getBoundingClientRect();
      return a.top >= b.top && a.bottom <= b.bottom;
    },
    { timeout: 15_000 },
    commentId,
  );
}

async function clickBell(page: Page) {
  await page.evaluate((label: string) => {
    const bell = [...document.querySelectorAll('header nav button')].find((button) =>
      (button.textContent ?? '').includes(label),
    );
    (bell as HTMLButtonElement).click();
  }, uiCopy.nav.notifications);
}

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  await connect(avery, blake);
  groupId = await createGroup(avery, 'Austin office', [blake]);
  postId = await createPost(avery, { content: postText, groupsToShareWith: [groupId] });
  // Blake accepting the connection notified Avery: she starts with nothing unread.
  await avery.patch('/api/notifications/read', { all: true });
  chromium = await launchBrowser();
  pageA = await returningPage(await chromium.browser.createBrowserContext(), app.url, avery);
  pageA.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/notifications') notificationReads.push(request.url());
  });
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('notifications in the web app', () => {
  it("shows B's comment on A's bell live, from the frame alone", async () => {
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    expect(await bellText(pageA)).toBe(uiCopy.nav.notifications);
    const readsBefore = notificationReads.length;
    const res = await blake.post('/api/comment', {
      createdBy: blake.user?.id,
      message: commentText,
      entityId: postId,
      entityName: 'Post',
    });
    expect(res.status).toBe(200);
    commentId = res.body.data.commentId;
    await pageA.waitForFunction(
      (label: string, unread: string) =>
        [...document.querySelectorAll('header nav button')].some((button) =>
          (button.textContent ?? '').includes(`${label}, ${unread}`),
        ),
      { timeout: 20_000 },
      uiCopy.nav.notifications,
      notificationsCopy.unreadCount(1),
    );
    // The frame carried the notification: the bell moved without asking the server again.
    expect(notificationReads.slice(readsBefore)).toEqual([]);
    const badge = await pageA.$eval('header [data-testid="nav-badge"]', (el) => el.textContent);
    expect(badge).toBe('1');
    await screenshot(pageA, 'notifications-01-bell-unread');
  });

  it('lists it unread in the drawer; opening it clears the bell here and in her other tab', async () => {
    const otherTab = await pageA.browserContext().newPage();
    await otherTab.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await otherTab.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('header nav button')].some((b) => (b.textContent ?? '').includes(text)),
      { timeout: 20_000 },
      `${uiCopy.nav.notifications}, ${notificationsCopy.unreadCount(1)}`,
    );
    // A background tab gets no animation frames (the drawer's transition): A is in front again.
    await pageA.bringToFront();
    await clickBell(pageA);
    await waitForText(pageA, notificationTitle);
    await waitForText(pageA, commentText);
    const row = await pageA.$eval(`a[data-notification-id]`, (link) => ({
      href: link.getAttribute('href'),
      unread: link.hasAttribute('data-unread'),
      text: (link as HTMLElement).innerText,
    }));
    // Seen, not read: the row keeps its unread mark while both bells clear.
    expect(row.unread).toBe(true);
    for (const page of [pageA, otherTab])
      await page.waitForFunction(
        (label: string) => [...document.querySelectorAll('header nav button')].some((b) => b.textContent === label),
        { timeout: 20_000 },
        uiCopy.nav.notifications,
      );
    await otherTab.close();
    expect(row.text).toContain(notificationsCopy.justNow);
    expect(row.href).toBe(
      `/group/${groupId}?threadPostId=${postId}&commentId=${commentId}&notificationId=${row.href?.split('notificationId=')[1]}`,
    );
    await untilStill(pageA);
    await screenshot(pageA, 'notifications-02-drawer');
    expect(await seriousA11yViolations(pageA)).toEqual([]);
  });

  it('lands on the highlighted comment in the thread view and marks it read', async () => {
    await pageA.click('a[data-notification-id]');
    await pageA.waitForFunction(
      (group: string) => location.pathname === `/group/${group}` && location.search.includes('threadPostId='),
      { timeout: 15_000 },
      groupId,
    );
    await waitForText(pageA, postViewsCopy.thread.title);
    const highlighted = await pageA.waitForSelector(`aside [data-comment-id="${commentId}"][aria-current="true"]`, {
      timeout: 15_000,
    });
    expect(await highlighted?.evaluate((el) => (el as HTMLElement).innerText)).toContain(commentText);
    // The bell takes the server's answer: nothing unread.
    await pageA.waitForFunction(
      (label: string) =>
        [...document.querySelectorAll('header nav button')].some((button) => button.textContent === label),
      { timeout: 15_000 },
      uiCopy.nav.notifications,
    );
    await untilStill(pageA);
    await screenshot(pageA, 'notifications-03-thread-comment');
    expect(await seriousA11yViolations(pageA)).toEqual([]);
    const list = await avery.get('/api/notifications');
    expect(list.body.data.unread).toBe(0);
  });

  it('shows the read notification without its unread mark, and its empty state after none', async () => {
    await clickBell(pageA);
    await waitForText(pageA, notificationTitle);
    expect(await pageA.$eval('a[data-notification-id]', (link) => link.hasAttribute('data-unread'))).toBe(false);
    await pageA.keyboard.press('Escape');
  });

  it('lands on the comment when 24 newer ones push it to the third page of comments', async () => {
    for (let i = 1; i <= 24; i++) {
      const res = await avery.post('/api/comment', {
        createdBy: avery.user?.id,
        message: `Agenda item ${i}`,
        entityId: postId,
        entityName: 'Post',
      });
      expect(res.status).toBe(200);
    }
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await clickBell(pageA);
    await waitForText(pageA, notificationTitle);
    await pageA.click('a[data-notification-id]');
    const highlighted = await pageA.waitForSelector(`aside [data-comment-id="${commentId}"][aria-current="true"]`, {
      timeout: 20_000,
    });
    expect(await highlighted?.evaluate((el) => (el as HTMLElement).innerText)).toContain(commentText);
    expect(await pageA.$$eval('aside [data-comment-id]', (items) => items.length)).toBe(25);
    // The thread scrolled it into its view.
    await waitForCommentInView(pageA, commentId);
    // Only the thread's list scrolled: the panel's header is still in sight.
    const header = await pageA.$eval('aside h2', (h) => {
      const box = h.getBoundingClientRect();
      const panel = (h.closest('aside') as HTMLElement).getBoundingClientRect();
      return { top: box.top, panelTop: panel.top };
    });
    expect(header.top).toBeGreaterThanOrEqual(header.panelTop);
    await untilStill(pageA);
    await screenshot(pageA, 'notifications-05-thread-old-comment');
    expect(await seriousA11yViolations(pageA)).toEqual([]);
  });

  it('opens the preferences drawer from ?notification_preferences', async () => {
    await pageA.goto(`${app.url}/?notification_preferences`, { waitUntil: 'networkidle0' });
    await waitForText(pageA, profileCopy.preferences.title);
    await pageA.waitForSelector('[data-testid="notification-preferences"]', { timeout: 15_000 });
    // The e-mail choice (for each event, a daily summary, none), then leaving text out, then push.
    expect(
      await pageA.$$eval('[data-testid="notification-preferences"] input[type="radio"]', (choices) => choices.length),
    ).toBe(3);
    expect(
      await pageA.$$eval('[data-testid="notification-preferences"] [role="switch"]', (switches) => switches.length),
    ).toBe(2);
    expect(await pageA.evaluate(() => location.search)).toBe('');
    // Push is on for the account (the default) but this browser never subscribed: the drawer
    // offers it; the permission is asked only from that button.
    await pageA.waitForSelector('[data-testid="push-browser-prompt"]', { timeout: 15_000 });
    expect(await pageA.evaluate(() => Notification.permission)).toBe('default');
    await untilStill(pageA);
    await screenshot(pageA, 'notifications-04-preferences');
    expect(await seriousA11yViolations(pageA)).toEqual([]);
  });
});

/** What the tests use of a service worker's global (the e2e project has no WebWorker types). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

describe('the service worker (webapp/public/sw.js)', () => {
  it('shows a push message and, on its click, brings the open tab to the deep link', async () => {
    const [notification] = (await avery.get('/api/notifications')).body.data.results;
    const payload = {
      title: notification.title,
      body: notification.message,
      url: `${app.url}${notification.url}`,
      tag: notification.notificationId,
    };
    await pageA.browserContext().overridePermissions(app.url, ['notifications']);
    await pageA.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await pageA.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    const target = await chromium.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url() === `${app.url}/sw.js`,
      { timeout: 20_000 },
    );
    const worker = await target.worker();
    if (!worker) throw new Error('no service worker');

    // A push event as the browser's push service would deliver it (offline Chromium cannot
    // subscribe to a real one; the server's side is push-delivery.test.ts).
    const shown = await worker.evaluate(async (message: typeof payload) => {
      const sw = self as unknown as WorkerScope;
      sw.dispatchEvent(new sw.PushEvent('push', { data: JSON.stringify(message) }));
      for (;;) {
        const list = await sw.registration.getNotifications({ tag: message.tag });
        if (list.length) return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, payload);
    expect(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    // Its click: the open tab is told where to go and goes there in place.
    const clicked = await worker.evaluate(async (tag: string) => {
      const sw = self as unknown as WorkerScope;
      const [shownOne] = await sw.registration.getNotifications({ tag });
      if (!shownOne) return -1;
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: shownOne }));
      return (await sw.registration.getNotifications({ tag })).length;
    }, payload.tag);
    expect(clicked).toBe(0);
    await pageA.waitForFunction(
      (path: string) => `${location.pathname}${location.search}` === path,
      { timeout: 15_000 },
      notification.url,
    );
    await pageA.waitForSelector(`aside [data-comment-id="${commentId}"][aria-current="true"]`, { timeout: 20_000 });
    await waitForCommentInView(pageA, commentId);
    await untilStill(pageA);
    await screenshot(pageA, 'notifications-06-push-click');

    // A link to another site is not followed: the tab goes home instead.
    await worker.evaluate(async (url: string) => {
      const sw = self as unknown as WorkerScope;
      await sw.registration.showNotification('Elsewhere', { tag: 'elsewhere', data: { url } });
      const [shownOne] = await sw.registration.getNotifications({ tag: 'elsewhere' });
      if (shownOne) sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: shownOne }));
    }, 'https://elsewhere.example/phish');
    await pageA.waitForFunction(() => location.pathname === '/' && location.search === '', { timeout: 15_000 });
    expect(new URL(pageA.url()).origin).toBe(new URL(app.url).origin);
  });
});
