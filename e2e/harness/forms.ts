import type { Page } from 'puppeteer-core';

/** Types into the text box whose accessible name is `label`, as a person would. */
export async function fillField(page: Page, label: string, value: string): Promise<void> {
  const field = await page.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`, { timeout: 15_000 });
  if (!field) throw new Error(`no field labelled ${label}`);
  await field.click({ count: 3 });
  await field.type(value);
}

/** Password inputs have no textbox role: they are found by their label. */
export async function fillPassword(page: Page, label: string, value: string): Promise<void> {
  const id = await page.waitForFunction(
    (text: string) =>
      [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text))?.htmlFor,
    { timeout: 15_000 },
    label,
  );
  const forId = (await id.jsonValue()) as string;
  await page.type(`[id="${forId}"]`, value);
}

/** Clicks the element with this role and accessible name, once it is visible and still. */
export async function clickByRole(page: Page, role: string, name: string, timeout = 15_000): Promise<void> {
  // A locator waits until the element is visible, enabled and no longer moving (drawer transitions).
  await page.locator(`::-p-aria([name="${name}"][role="${role}"])`).setTimeout(timeout).click();
}

export const clickButton = (page: Page, name: string) => clickByRole(page, 'button', name);
