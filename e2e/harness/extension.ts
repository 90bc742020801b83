import { resolve } from 'node:path';
import type { Browser } from 'puppeteer-core';

/** The unpacked Chrome build produced by `npx wxt build`. */
export const EXTENSION_PATH = resolve(import.meta.dirname, '../../dist-ext/chrome-mv3');

/** The loaded extension's id, read from its service worker's URL. */
export async function extensionId(browser: Browser): Promise<string> {
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'),
    { timeout: 20_000 },
  );
  return new URL(worker.url()).host;
}
