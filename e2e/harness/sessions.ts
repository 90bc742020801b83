import type { BrowserContext, Page } from 'puppeteer-core';
import { uiCopy } from '@shared/ui-copy';
import { TEST_PASSWORD, type TestClient } from '../../server/testing/api-client';
import type { TestBrowser } from './browser';
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
    pages.push(await signInPage(contexts[i] as BrowserContext, url, person.user?.email ?? ''));
  for (const page of pages) dialogs.push(...recordDialogs(page));
  return pages as { [K in keyof People]: Page };
}
