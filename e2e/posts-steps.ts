import type { ElementHandle, Page } from 'puppeteer-core';
import type { TestClient } from '../server/testing/api-client';
import { acceptGroupInvitations } from '../server/testing/group-invitations';

/** Relationships, groups and posts made through the real API, as another client would. */
export async function connect(a: TestClient, b: TestClient): Promise<void> {
  await a.post('/api/user/connect', { userId: a.user?.id, connectWithUserId: b.user?.id });
  await b.post('/api/user/connect', { userId: b.user?.id, connectWithUserId: a.user?.id });
}

export async function createGroup(creator: TestClient, name: string, members: TestClient[]): Promise<string> {
  const res = await creator.post('/api/group', {
    name,
    createdBy: creator.user?.id,
    members: members.map((m) => m.user?.id),
    nonRegisteredUsers: [],
  });
  if (res.status !== 200) throw new Error(`group: ${res.status} ${JSON.stringify(res.body)}`);
  // Members who are not the creator's relationships join by accepting (membership by consent).
  await acceptGroupInvitations(res.body.data.groupId, members);
  return res.body.data.groupId as string;
}

export async function createPost(author: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await author.post('/api/post', { createdBy: author.user?.id, type: 'Post', ...body });
  if (res.status !== 200) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.postId as string;
}

/** The post card (article) that shows `text`, once it is on the page. */
export async function cardWith(page: Page, text: string, timeout = 15_000): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (t: string) => [...document.querySelectorAll('article')].find((a) => (a as HTMLElement).innerText.includes(t)),
    { timeout },
    text,
  );
  return handle as ElementHandle<Element>;
}

/** Clicks the control with this role and accessible name inside a card. */
export async function clickInCard(card: ElementHandle<Element>, role: string, name: string): Promise<void> {
  const target = await card.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`, { timeout: 15_000 });
  if (!target) throw new Error(`no ${role} named ${name} in the card`);
  await target.click();
}

/** Waits until the card showing `anchor` also shows `text` (live updates land in place). */
export async function waitForCardText(page: Page, anchor: string, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (a: string, t: string) =>
      [...document.querySelectorAll('article')].some(
        (card) => (card as HTMLElement).innerText.includes(a) && (card as HTMLElement).innerText.includes(t),
      ),
    { timeout },
    anchor,
    text,
  );
}

/**
 * Clicks the visible button whose text starts with `text` (choices whose name carries a hint),
 * inside the open dialog when there is one.
 */
export async function clickChoice(page: Page, text: string, timeout = 15_000): Promise<void> {
  const handle = await page.waitForFunction(
    (t: string) =>
      [...(document.querySelector('[role=dialog]') ?? document).querySelectorAll('button')].find(
        (b) => (b as HTMLElement).innerText.trim().startsWith(t) && (b as HTMLElement).offsetParent !== null,
      ),
    { timeout },
    text,
  );
  await (handle as ElementHandle<Element>).click();
}

/**
 * Waits until the card showing `text` has `count` images loaded. The card is looked up on every
 * check: a post that changes (pending → published) may be drawn by a new element.
 */
export async function waitForCardImages(page: Page, text: string, count: number, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (t: string, n: number) =>
      [...document.querySelectorAll('article')].some((card) => {
        if (!(card as HTMLElement).innerText.includes(t)) return false;
        card.scrollIntoView({ block: 'center' });
        return (
          [...card.querySelectorAll('img')].filter((img) => (img as HTMLImageElement).naturalWidth > 0).length >= n
        );
      }),
    { timeout, polling: 250 },
    text,
    count,
  );
}
