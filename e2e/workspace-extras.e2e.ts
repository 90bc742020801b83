import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCopy, peopleCopy, postsCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { applyTo, postJob } from '../server/features/jobs/testing';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  a11yViolations,
  launchBrowser,
  screenshot,
  type TestBrowser,
  untilStill,
  waitForText,
} from './harness/browser';
import { clickByRole } from './harness/forms';
import { signedInPages } from './harness/sessions';
import { cardWith, clickInCard, connect, createGroup, createPost } from './posts-steps';

/**
 * Issue 34's last web items, as users meet them: the tooltip on a group post's 'N others',
 * 'Visit this workspace' on home feed cards (with the pending connection card's ACCEPT), the
 * chat written before a relationship is chosen, and the Applied and Posted tabs' markers.
 */
let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let dana: TestClient;
let pageA: Page;
let pageB: Page;
let groupId: string;
const dialogs: string[] = [];
/** Avery's group: Blake and 18 more, so its card names four and '15 others'. */
const MORE_MEMBERS = 18;

/** Axe once the pointer is away and toasts are gone. */
async function axe(page: Page): Promise<string[]> {
  await page
    .waitForFunction(() => !document.querySelector('[data-toast], [role="status"][aria-live] li'), { timeout: 8000 })
    .catch(() => undefined);
  return a11yViolations(page);
}

const tabText = (page: Page, name: string) =>
  page.$$eval(
    '[role="tab"]',
    (tabs, label) => tabs.find((tab) => tab.textContent?.startsWith(label as string))?.textContent ?? null,
    name,
  );

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  dana = await signUp(app.url, { firstName: 'Dana', lastName: 'Hart' });
  const members: TestClient[] = [];
  for (let start = 0; start < MORE_MEMBERS; start += 6) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(6, MORE_MEMBERS - start) }, (_, i) =>
        signUp(app.url, { firstName: `Member${String(start + i + 1).padStart(2, '0')}`, lastName: 'Lee' }),
      ),
    );
    members.push(...batch);
  }
  await connect(avery, blake);
  for (const member of members) await connect(avery, member);
  groupId = await createGroup(avery, 'Partners circle', [blake, ...members]);
  chromium = await launchBrowser();
  [pageA, pageB] = await signedInPages(chromium, app.url, [avery, blake], dialogs);
}, 180_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe("a group post's 'N others'", () => {
  it('shows up to 12 more names, then "and N others", on hover and on keyboard focus', async () => {
    await pageA.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
    await waitForText(pageA, 'You created this group with');
    await untilStill(pageA);
    const others = postsCopy.othersCount(15);
    await waitForText(pageA, ` and ${others}.`);
    // The sentence names four members (in the members list's order), then '15 others'.
    const sentence = await pageA.$eval('article p button', (button) => button.closest('p')?.textContent ?? '');
    const trigger = (await pageA.waitForSelector(
      `::-p-aria([name="${others}"][role="button"])`,
    )) as ElementHandle<Element>;
    await trigger.hover();
    const tooltip = await pageA.waitForSelector('[role="tooltip"] li:nth-child(13)');
    const lines = await pageA.$$eval('[role="tooltip"] li', (items) => items.map((item) => item.textContent ?? ''));
    expect(lines).toHaveLength(13);
    const names = lines.slice(0, 12);
    // Twelve more members, none of those the sentence names, then the rest counted.
    expect(new Set(names).size).toBe(12);
    for (const name of names) {
      expect(name).toMatch(/^(Member\d\d Lee|Blake Rivers)$/);
      expect(sentence).not.toContain(name);
    }
    expect(lines[12]).toBe('and 3 others');
    expect(tooltip).toBeTruthy();
    await screenshot(pageA, 'issue34-01-members-tooltip-hover');
    expect(await axe(pageA)).toEqual([]);

    // Away with the pointer, then by keyboard: focus shows it, Escape hides it.
    await pageA.mouse.move(0, 0);
    await pageA.waitForSelector('[role="tooltip"]', { hidden: true });
    await trigger.focus();
    await pageA.waitForSelector('[role="tooltip"] li');
    const describedBy = await trigger.evaluate((el) => el.getAttribute('aria-describedby'));
    expect(await pageA.$eval('[role="tooltip"]', (el) => el.id)).toBe(describedBy);
    await screenshot(pageA, 'issue34-02-members-tooltip-focus');
    await pageA.keyboard.press('Escape');
    await pageA.waitForSelector('[role="tooltip"]', { hidden: true });
  });
});

describe("'Visit this workspace' in the home feed", () => {
  it("leads from a group's post to its group; a pending connection card offers the invitee ACCEPT", async () => {
    const text = 'Agenda for Thursday: pricing, then hiring.';
    await createPost(avery, { content: text, visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
    // Dana asks Blake to connect: the connection card is in Blake's home feed while it waits.
    await dana.post('/api/user/connect', { userId: dana.user?.id, connectWithUserId: blake.user?.id });
    await pageB.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await cardWith(pageB, text);
    await cardWith(pageB, peopleCopy.connection.acceptText('Dana Hart'));
    await untilStill(pageB);
    await screenshot(pageB, 'issue34-03-home-visit-workspace');
    expect(await axe(pageB)).toEqual([]);

    await clickInCard(await cardWith(pageB, text), 'link', postsCopy.visitWorkspace);
    await pageB.waitForFunction((id: string) => location.pathname === `/group/${id}`, { timeout: 15_000 }, groupId);
    await waitForText(pageB, 'Partners circle');

    // Back home, Blake accepts Dana on the card: congratulations, then their workspace.
    await pageB.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await clickInCard(
      await cardWith(pageB, peopleCopy.connection.acceptText('Dana Hart')),
      'button',
      `${peopleCopy.connection.accept}: Dana Hart`,
    );
    await waitForText(pageB, peopleCopy.congratulations.text('Dana Hart'));
    await clickByRole(pageB, 'button', peopleCopy.congratulations.continue);
    await pageB.waitForFunction(() => location.pathname.startsWith('/relationships/'), { timeout: 15_000 });
    await waitForText(pageB, postsCopy.connection('You', 'Dana Hart'));
    const status = await dana.get(`/api/pairing/status?userId=${dana.user?.id}&connectedWithUserId=${blake.user?.id}`);
    expect(status.body.data.status).toBe('connected');
  });
});

describe('a chat written before a relationship is chosen', () => {
  it('waits on /relationships and is sent when the user opens a relationship', async () => {
    const text = 'Lunch on Friday to go over the proposal?';
    await pageA.goto(`${app.url}/relationships`, { waitUntil: 'networkidle0' });
    const field = await pageA.waitForSelector(`::-p-aria([name="${chatCopy.pending.label}"][role="textbox"])`);
    await field?.type(text);
    await pageA.keyboard.press('Enter');
    await waitForText(pageA, chatCopy.pending.hint);
    await untilStill(pageA);
    await screenshot(pageA, 'issue34-04-pending-chat-waiting');
    expect(await axe(pageA)).toEqual([]);

    await clickByRole(pageA, 'link', 'Blake Rivers');
    await pageA.waitForFunction(() => location.pathname.startsWith('/relationships/'), { timeout: 15_000 });
    await cardWith(pageA, text);
    // Sent once, to Blake: it is in their relationship's timeline on the server.
    const pairing = (
      await avery.get(`/api/pairing/status?userId=${avery.user?.id}&connectedWithUserId=${blake.user?.id}`)
    ).body.data.pairingId;
    const timeline = await blake.get(`/api/pairing/posts?pairingId=${pairing}&limit=15&skip=0`);
    const texts = (timeline.body.data?.results ?? []).map((post: { content: string | null }) => post.content);
    expect(texts.filter((content: string | null) => content === text)).toHaveLength(1);
    expect(await pageA.evaluate(() => localStorage.getItem('pendingChatPost'))).not.toContain('Lunch on Friday');
    await untilStill(pageA);
    await screenshot(pageA, 'issue34-05-pending-chat-sent');
  });
});

describe('the Applied and Posted tabs', () => {
  it('mark what is new in the other tab, live, and clear it once viewed', async () => {
    const jobId = await postJob(avery, { title: 'Partnerships Lead' });
    await pageA.goto(`${app.url}/jobs/view?phase=APPLIED`, { waitUntil: 'networkidle0' });
    await untilStill(pageA);
    expect(await tabText(pageA, uiCopy.sidebar.posted)).toBe(uiCopy.sidebar.posted);

    await applyTo(blake, jobId);
    await pageA.waitForFunction(
      (label: string, unread: string) =>
        [...document.querySelectorAll('[role="tab"]')].some(
          (tab) => tab.textContent?.startsWith(label) && tab.textContent.includes(unread),
        ),
      { timeout: 15_000 },
      uiCopy.sidebar.posted,
      uiCopy.sidebar.tabUnread,
    );
    await screenshot(pageA, 'issue34-06-posted-tab-unread');
    expect(await axe(pageA)).toEqual([]);

    await pageA.$$eval(
      '[role="tab"]',
      (tabs, label) => (tabs.find((tab) => tab.textContent?.startsWith(label as string)) as HTMLElement).click(),
      uiCopy.sidebar.posted,
    );
    await waitForText(pageA, 'Partnerships Lead');
    await clickByRole(pageA, 'tab', uiCopy.sidebar.applied);
    await untilStill(pageA);
    expect(await tabText(pageA, uiCopy.sidebar.posted)).toBe(uiCopy.sidebar.posted);

    // Blake's side: the job he applied to was closed since he last looked.
    await avery.patch('/api/jobs/', { jobId, modifiedBy: avery.user?.id, status: 'Closed' });
    await pageB.goto(`${app.url}/jobs/view?phase=POSTED`, { waitUntil: 'networkidle0' });
    await pageB.waitForFunction(
      (label: string, unread: string) =>
        [...document.querySelectorAll('[role="tab"]')].some(
          (tab) => tab.textContent?.startsWith(label) && tab.textContent.includes(unread),
        ),
      { timeout: 15_000 },
      uiCopy.sidebar.applied,
      uiCopy.sidebar.tabUnread,
    );
    await untilStill(pageB);
    await screenshot(pageB, 'issue34-07-applied-tab-unread');
    expect(dialogs).toEqual([]);
  });
});
