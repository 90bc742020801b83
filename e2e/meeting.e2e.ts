import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { meetCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import { launchBrowser, screenshot, seriousA11yViolations, type TestBrowser, waitForText } from './harness/browser';
import { clickByRole } from './harness/forms';
import { returningPage } from './harness/sessions';
import { cardWith, createGroup, createPost } from './posts-steps';

// A real meeting over loopback: Chromium's fake camera and microphone, no permission prompt.
const MEDIA_FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

let app: AppServer;
let chromium: TestBrowser;
let postId: string;
let groupId: string;
const people: Record<'avery' | 'blake' | 'casey' | 'eve', TestClient> = {} as never;
const pages: Record<'avery' | 'blake' | 'casey' | 'eve', Page> = {} as never;

beforeAll(async () => {
  app = await startAppServer();
  for (const [key, firstName] of [
    ['avery', 'Avery'],
    ['blake', 'Blake'],
    ['casey', 'Casey'],
    ['eve', 'Eve'],
  ] as const)
    people[key] = await signUp(app.url, { firstName, lastName: 'Tester' });
  groupId = await createGroup(people.avery, 'Launch team', [people.blake, people.casey]);
  postId = await createPost(people.avery, { type: 'Meeting', content: 'Quick sync', groupsToShareWith: [groupId] });
  chromium = await launchBrowser({ args: MEDIA_FLAGS });
  for (const key of ['avery', 'blake', 'casey', 'eve'] as const) {
    const context: BrowserContext = await chromium.browser.createBrowserContext();
    pages[key] = await returningPage(context, app.url, people[key]);
  }
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

/** Remote tiles whose video decoded frames and whose playback advances (not just a track). */
async function waitForRemoteVideo(page: Page, count: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (n: number) => {
      const videos = [...document.querySelectorAll<HTMLVideoElement>('[data-testid="remote-tile"] video')];
      return (
        videos.length === n &&
        videos.every((v) => v.videoWidth > 0 && v.currentTime > 0.2 && v.getVideoPlaybackQuality().totalVideoFrames > 0)
      );
    },
    { timeout, polling: 250 },
    count,
  );
  const before = await page.$$eval('[data-testid="remote-tile"] video', (vs) =>
    vs.map((v) => (v as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const after = await page.$$eval('[data-testid="remote-tile"] video', (vs) =>
    vs.map((v) => (v as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames),
  );
  for (const [i, frames] of after.entries()) expect(frames).toBeGreaterThan(before[i] ?? 0);
}

const remoteNames = (page: Page) =>
  page.$$eval('[data-testid="remote-tile"] figcaption', (els) =>
    els.map((e) => (e as HTMLElement).innerText.trim()).sort(),
  );

/** Waits until the other's tile reads exactly `name` and these marks (its accessible name); 30 s covers a lost frame healed by the 15 s heartbeat. */
async function waitForTile(page: Page, name: string, marks: string[], timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (who: string, expected: string) =>
      [...document.querySelectorAll('[data-testid="remote-tile"]')].some(
        (tile) => tile.getAttribute('aria-label') === expected && tile.getAttribute('aria-label')?.startsWith(who),
      ),
    { timeout, polling: 100 },
    name,
    [name, ...marks].join(', '),
  );
}

/** What the other's tile shows: its video or the avatar, the marks, the video's size. */
const tileOf = (page: Page, name: string) =>
  page.evaluate((who: string) => {
    const tile = [...document.querySelectorAll('[data-testid="remote-tile"]')].find((t) =>
      t.getAttribute('aria-label')?.startsWith(who),
    );
    const video = tile?.querySelector('video');
    return {
      isVideoVisible: !!video && getComputedStyle(video).visibility !== 'hidden',
      avatar: tile?.querySelector('[data-initials]')?.getAttribute('data-initials'),
      cornerMark: !!tile?.querySelector('[data-testid="muted-mark"]'),
      captionMarks: [...(tile?.querySelectorAll('figcaption [aria-label]') ?? [])].map((e) =>
        e.getAttribute('aria-label'),
      ),
      size: video ? `${video.videoWidth}x${video.videoHeight}` : '',
    };
  }, name);

describe('meetings', () => {
  it('shows the meeting card to the host and to the invited', async () => {
    await pages.avery.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
    const hostCard = await cardWith(pages.avery, messages.posts.invitationSent);
    const joinHref = (card: Awaited<ReturnType<typeof cardWith>>) =>
      card.$$eval(
        'a',
        (links, name) => links.find((a) => (a as HTMLElement).innerText.trim() === name)?.getAttribute('href'),
        messages.posts.joinMeeting,
      );
    const hostHref = await joinHref(hostCard);
    expect(hostHref).toBe(`${app.url}/meet/${postId}?host=true`);
    await pages.blake.goto(`${app.url}/group/${groupId}`, { waitUntil: 'networkidle0' });
    const card = await cardWith(pages.blake, messages.posts.meetWithMeNow);
    expect(await joinHref(card)).toBe(`${app.url}/meet/${postId}`);
    await screenshot(pages.blake, 'meeting-card');
  }, 60_000);

  it('two people see and hear each other over loopback', async () => {
    await pages.avery.goto(`${app.url}/meet/${postId}?host=true`, { waitUntil: 'networkidle0' });
    await waitForText(pages.avery, meetCopy.waiting);
    await pages.blake.goto(`${app.url}/meet/${postId}`, { waitUntil: 'networkidle0' });
    await Promise.all([waitForRemoteVideo(pages.avery, 1), waitForRemoteVideo(pages.blake, 1)]);
    expect(await remoteNames(pages.avery)).toEqual(['Blake Tester']);
    expect(await remoteNames(pages.blake)).toEqual(['Avery Tester']);
    await waitForText(pages.blake, meetCopy.title('Avery Tester'));
    await waitForText(pages.blake, meetCopy.limit(4));
    expect(await seriousA11yViolations(pages.blake)).toEqual([]);
    await screenshot(pages.blake, 'meeting-two');
  }, 90_000);

  it("mute, camera off and screen share show on the other's tile, and go when they stop", async () => {
    const cameraSize = (await tileOf(pages.blake, 'Avery Tester')).size;
    await clickByRole(pages.avery, 'button', meetCopy.mute);
    await waitForTile(pages.blake, 'Avery Tester', [meetCopy.muted]);
    expect(await tileOf(pages.blake, 'Avery Tester')).toMatchObject({
      isVideoVisible: true,
      cornerMark: true,
      captionMarks: [meetCopy.muted],
    });
    expect(await seriousA11yViolations(pages.blake)).toEqual([]);
    await screenshot(pages.blake, 'meeting-other-muted');
    await clickByRole(pages.avery, 'button', meetCopy.unmute);
    await waitForTile(pages.blake, 'Avery Tester', []);
    expect((await tileOf(pages.blake, 'Avery Tester')).cornerMark).toBe(false);

    // Camera off: the avatar and the mark, not a black picture; back on, the video again.
    await clickByRole(pages.avery, 'button', meetCopy.cameraOff);
    await waitForTile(pages.blake, 'Avery Tester', [meetCopy.cameraIsOff]);
    expect(await tileOf(pages.blake, 'Avery Tester')).toMatchObject({
      isVideoVisible: false,
      avatar: 'AT',
      captionMarks: [meetCopy.cameraIsOff],
    });
    await screenshot(pages.blake, 'meeting-other-camera-off');
    await clickByRole(pages.avery, 'button', meetCopy.cameraOn);
    await waitForTile(pages.blake, 'Avery Tester', []);
    expect((await tileOf(pages.blake, 'Avery Tester')).isVideoVisible).toBe(true);
    await waitForRemoteVideo(pages.blake, 1);

    // Screen share: the other's tile plays the screen (its own size), then the camera again.
    await clickByRole(pages.avery, 'button', meetCopy.shareScreen);
    await waitForTile(pages.blake, 'Avery Tester', [meetCopy.sharing]);
    await pages.blake.waitForFunction(
      (size: string) => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-tile"] video');
        return !!video && video.videoWidth > 0 && `${video.videoWidth}x${video.videoHeight}` !== size;
      },
      { timeout: 40_000 },
      cameraSize,
    );
    await screenshot(pages.blake, 'meeting-other-sharing');
    const sharedSize = (await tileOf(pages.blake, 'Avery Tester')).size;
    await clickByRole(pages.avery, 'button', meetCopy.stopSharing);
    await waitForTile(pages.blake, 'Avery Tester', []);
    // The camera again: not the screen's size, the camera's shape. Not its exact size: on a
    // loaded machine WebRTC scales a sender's resolution down and up (CPU adaptation), so
    // the camera's pixels differ from one minute to the next while its aspect stays.
    await pages.blake.waitForFunction(
      (camera: string, shared: string) => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-tile"] video');
        if (!video?.videoWidth || !video.videoHeight) return false;
        const [w = 0, h = 1] = camera.split('x').map(Number);
        const aspect = video.videoWidth / video.videoHeight;
        return `${video.videoWidth}x${video.videoHeight}` !== shared && Math.abs(aspect - w / h) < 0.05;
      },
      { timeout: 40_000 },
      cameraSize,
      sharedSize,
    );
    await waitForRemoteVideo(pages.blake, 1);
    // Avery stays muted for the next one in.
    await clickByRole(pages.avery, 'button', meetCopy.mute);
    await waitForTile(pages.blake, 'Avery Tester', [meetCopy.muted]);
  }, 180_000);

  it('a third joins: a mesh of three, everyone decodes the other two', async () => {
    // Blake's camera is off when Casey comes in.
    await clickByRole(pages.blake, 'button', meetCopy.cameraOff);
    await waitForTile(pages.avery, 'Blake Tester', [meetCopy.cameraIsOff]);
    await pages.casey.goto(`${app.url}/meet/${postId}`, { waitUntil: 'networkidle0' });
    // Joining later, Casey sees at once that Avery is muted and that Blake's camera is off.
    await waitForTile(pages.casey, 'Avery Tester', [meetCopy.muted]);
    await waitForTile(pages.casey, 'Blake Tester', [meetCopy.cameraIsOff]);
    expect(await tileOf(pages.casey, 'Blake Tester')).toMatchObject({ isVideoVisible: false, avatar: 'BT' });
    await clickByRole(pages.blake, 'button', meetCopy.cameraOn);
    await waitForTile(pages.casey, 'Blake Tester', []);
    await Promise.all([
      waitForRemoteVideo(pages.avery, 2),
      waitForRemoteVideo(pages.blake, 2),
      waitForRemoteVideo(pages.casey, 2),
    ]);
    expect(await remoteNames(pages.casey)).toEqual(['Avery Tester', 'Blake Tester']);
    await clickByRole(pages.casey, 'button', meetCopy.mute);
    await pages.casey.waitForSelector(`::-p-aria([name="${meetCopy.unmute}"][role="button"])`);
    await Promise.all([pages.avery, pages.blake].map((page) => waitForTile(page, 'Casey Tester', [meetCopy.muted])));
    await screenshot(pages.casey, 'meeting-three');
  }, 90_000);

  it('someone the meeting was not shared with is refused', async () => {
    // The same Chromium decodes a mesh of three meanwhile: wait for the words, not network idle.
    await pages.eve.goto(`${app.url}/meet/${postId}`, { waitUntil: 'domcontentloaded' });
    await waitForText(pages.eve, meetCopy.notInvited.title, 45_000);
    expect(await pages.eve.$('video')).toBeNull();
    expect(await seriousA11yViolations(pages.eve)).toEqual([]);
    await screenshot(pages.eve, 'meeting-refused');
  }, 120_000);

  it('a peer leaving removes its tile; the logo asks before leaving', async () => {
    await clickByRole(pages.casey, 'button', meetCopy.leave);
    await waitForText(pages.casey, meetCopy.left.title);
    await Promise.all(
      [pages.avery, pages.blake].map((page) =>
        page.waitForFunction(() => document.querySelectorAll('[data-testid="remote-tile"]').length === 1, {
          timeout: 15_000,
        }),
      ),
    );
    // Out of the meeting in place, its guard entry is gone: Back leaves the page at once.
    const leftAt = pages.casey.url();
    await pages.casey.waitForFunction(() => !(history.state as Record<string, unknown> | null)?.rapportMeetingGuard);
    await pages.casey.goBack();
    expect(pages.casey.url()).not.toBe(leftAt);
    await pages.blake.click('button[aria-label$=", Home"]');
    await waitForText(pages.blake, messages.meet.leaveConfirm);
    await new Promise((r) => setTimeout(r, 400)); // the dialog's fade-in
    await screenshot(pages.blake, 'meeting-leave-confirm');
    expect(await seriousA11yViolations(pages.blake)).toEqual([]);
    // Staying keeps the meeting; closing the tab is held (beforeunload); Leave goes home and hangs up.
    await clickByRole(pages.blake, 'button', uiCopy.screens.stay);
    await pages.blake.waitForFunction(
      (t: string) => !document.body.innerText.includes(t),
      {},
      messages.meet.leaveConfirm,
    );
    expect(await pages.blake.$$('[data-testid="remote-tile"]')).toHaveLength(1);
    // The browser's Back asks too, and Stay keeps the meeting at its address.
    const meetingPath = await pages.blake.evaluate(() => location.pathname);
    await pages.blake.evaluate(() => history.back());
    await waitForText(pages.blake, messages.meet.leaveConfirm);
    await clickByRole(pages.blake, 'button', uiCopy.screens.stay);
    await pages.blake.waitForFunction(
      (t: string) => !document.body.innerText.includes(t),
      {},
      messages.meet.leaveConfirm,
    );
    expect(await pages.blake.evaluate(() => location.pathname)).toBe(meetingPath);
    expect(await pages.blake.$$('[data-testid="remote-tile"]')).toHaveLength(1);
    const asked = await pages.blake.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(asked).toBe(true);
    await pages.blake.click('button[aria-label$=", Home"]');
    await waitForText(pages.blake, messages.meet.leaveConfirm);
    await clickByRole(pages.blake, 'button', uiCopy.screens.leave);
    await pages.blake.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });
    await pages.avery.waitForFunction(() => document.querySelectorAll('[data-testid="remote-tile"]').length === 0, {
      timeout: 15_000,
    });
  }, 60_000);
});
