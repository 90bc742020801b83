import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxePuppeteer } from '@axe-core/puppeteer';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
export const ARTIFACTS = resolve(import.meta.dirname, '../../.e2e-artifacts');

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type TestBrowser = { browser: Browser; close(): Promise<void> };

/**
 * Debian's Chromium, headless, with a fresh profile; optionally with an unpacked extension
 * and a test's own extra flags (the meeting test's fake camera and microphone). `pipe`
 * gives puppeteer the Extensions domain (`browser.extensions()`, clicking the toolbar action).
 */
export async function launchBrowser(
  options: { extensionPath?: string; args?: string[]; pipe?: boolean } = {},
): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rapport-chromium-'));
  const args = [...FLAGS, ...(options.args ?? [])];
  if (options.extensionPath) {
    args.push(`--disable-extensions-except=${options.extensionPath}`, `--load-extension=${options.extensionPath}`);
  }
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir,
    args,
    enableExtensions: options.extensionPath ? true : undefined,
    pipe: options.pipe,
    defaultViewport: { width: 1280, height: 800 },
  } as Parameters<typeof puppeteer.launch>[0]);
  const blocked = watchContentSecurityPolicy(browser);
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
      if (blocked.length > 0) {
        throw new Error(`The content security policy blocked what the app needs:\n${blocked.join('\n')}`);
      }
    },
  };
}

/**
 * Collects what the pages' Content-Security-Policy refused (Chromium reports each on the
 * console): the app must work under its own policy, so closing the browser fails the test.
 */
function watchContentSecurityPolicy(browser: Browser): string[] {
  const blocked: string[] = [];
  const watch = async (page: Page | null) =>
    page?.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        blocked.push(`${page.url()}: ${message.text()}`);
      }
    });
  browser.on('targetcreated', (target) => {
    if (target.type() === 'page') void target.page().then(watch, () => undefined);
  });
  void browser.pages().then(
    (pages) => pages.forEach(watch),
    () => undefined,
  );
  return blocked;
}

/** Saves a PNG under .e2e-artifacts/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Serious and critical accessibility violations (axe-core) on the current page. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxePuppeteer(page).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`);
}

/**
 * Every WCAG 2 A/AA violation of any impact, plus the two checks Lighthouse adds that axe
 * leaves off by default: heading order and a visible label inside the accessible name (2.5.3).
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const wcag = await new AxePuppeteer(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const extra = await new AxePuppeteer(page).withRules(['heading-order', 'label-content-name-mismatch']).analyze();
  return [...wcag.violations, ...extra.violations].map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`,
  );
}

/** Waits until some element's text contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((t: string) => document.body?.innerText.includes(t), { timeout }, text);
}

/**
 * Waits until what the user sees stands still: no Headless UI transition under way (a drawer,
 * dialog or menu opening or closing) and every finite CSS transition or animation finished;
 * spinners and skeletons loop and are left alone. Two frames first, so that a transition the
 * last step started is already running.
 */
export async function untilStill(page: Page, timeout = 15_000): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-enter], [data-leave]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    { timeout },
  );
}

/**
 * Runs `navigate` and waits until the page's realtime socket says `ready`: from then on the
 * page receives every live event, so one caused next cannot be missed.
 */
export async function navigateLive(page: Page, navigate: () => Promise<unknown>, timeout = 15_000): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((done, fail) => {
    timer = setTimeout(() => fail(new Error('the realtime socket never said ready')), timeout);
    cdp.on('Network.webSocketFrameReceived', ({ response }) => {
      if (response.payloadData.includes('"event":"ready"')) done();
    });
  });
  try {
    await navigate();
    await ready;
  } finally {
    clearTimeout(timer);
    await cdp.detach();
  }
}
