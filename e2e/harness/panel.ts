import type { Page } from 'puppeteer-core';

/**
 * Waits for pages no animation frame or accessibility tree reaches: a side panel in a tab
 * behind the page it reads (Chrome runs no frames there), or an add-on's page in Firefox
 * (no ::-p-aria). They poll on a timer and find buttons by their name.
 */
export const POLL = { timeout: 20_000, polling: 100 };

/** Waits until the page's text contains `text`. */
export async function waitForPanelText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t: string) => document.body?.innerText.includes(t), POLL, text);
}

/** Clicks the enabled button whose label (aria-label, else text) is `name`, without bringing its tab to the front. */
export async function press(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => !b.disabled && (b.getAttribute('aria-label') ?? b.textContent?.trim()) === wanted,
      );
      button?.click();
      return Boolean(button);
    },
    POLL,
    name,
  );
}
