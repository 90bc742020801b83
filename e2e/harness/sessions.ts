import type { BrowserContext, Page } from 'puppeteer-core';
import { uiCopy } from '@shared/ui-copy';
import { sessionCookie, TEST_PASSWORD, type TestClient } from '../../server/testing/api-client';
import { navigateLive, type TestBrowser, untilStill } from './browser';
import { clickByRole, fillField, fillPassword } from './forms';

/** Signs in through /login in a (separate) browser context and waits for Home. */
export async function signInPage(context: BrowserContext, url: string, email: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle0' });
  await fillField(page, uiCopy.auth.email, email);
  await fillPassword(page, uiCopy.auth.password, TEST_PASSWORD);
  await clickByRole(page, 'button', uiCopy.auth.signIn);
  await page.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });
  return page;
}

/** Records every JavaScript dialog a page opens (an executed XSS payload would alert). */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/**
 * A page signed in as `person` the way a returning visitor is: with the session cookie a
 * sign-in set, opening Home. The sign-in form has e2e tests of its own (webapp-shell,
 * sign-in-prerender); through it, each page cost a login page, a password check at
 * production cost and Home, 10-12 s on CI, in most of the thirty-odd e2e files.
 */
export async function returningPage(context: BrowserContext, url: string, person: TestClient, width = 1280) {
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  const [name = '', value = ''] = sessionCookie(person).split('=');
  await page.setCookie({ name, value: decodeURIComponent(value), url });
  // Home drawn, its first reads answered and its socket ready, as when a person starts to act:
  // a live event caused next cannot be missed, and nothing is re-rendered under a click.
  await navigateLive(page, () => page.goto(`${url}/`, { waitUntil: 'networkidle0' }));
  if (new URL(page.url()).pathname !== '/') throw new Error(`not signed in: ${page.url()}`);
  await untilStill(page);
  return page;
}

/**
 * One browser context per person, each signed in on a page of its own, in the order given;
 * every dialog the pages open is added to `dialogs`.
 */
export async function signedInPages<const People extends readonly TestClient[]>(
  chromium: TestBrowser,
  url: string,
  people: People,
  dialogs: string[],
): Promise<{ [K in keyof People]: Page }> {
  const contexts = await Promise.all(people.map(() => chromium.browser.createBrowserContext()));
  const pages: Page[] = [];
  for (const [i, person] of people.entries())
    pages.push(await returningPage(contexts[i] as BrowserContext, url, person));
  for (const page of pages) dialogs.push(...recordDialogs(page));
  return pages as { [K in keyof People]: Page };
}
