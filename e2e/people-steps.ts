import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { uiCopy } from '@shared/ui-copy';
import { seriousA11yViolations } from './harness/browser';
import { clickByRole } from './harness/forms';

export const clickByName = clickByRole;

/** Types into the combobox with this accessible name. */
export async function typeInCombobox(page: Page, name: string, text: string): Promise<void> {
  const box = await page.waitForSelector(`::-p-aria([name="${name}"][role="combobox"])`, { timeout: 15_000 });
  if (!box) throw new Error(`no combobox named ${name}`);
  await box.click();
  await box.type(text);
}

/** The /invite/ link of the newest invitation mailed to `to`, read from the dev outbox. */
export async function invitationLinkFor(url: string, to: string, timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const list = await (await fetch(`${url}/dev/mail?format=json&to=${encodeURIComponent(to)}`)).json();
    const first = list.data?.results?.[0];
    if (first) {
      const mail = await (await fetch(`${url}/dev/mail/${first.id}?format=json`)).json();
      const link = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(`${mail.data.text} ${mail.data.html}`)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no invitation mail reached ${to}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** A contact file in the sample template's columns with `rows` valid addresses. */
export function writeContactsCsv(rows: number): string {
  const lines = ['Email,First Name,Last Name,Company,Title'];
  for (let index = 1; index <= rows; index++) {
    const n = String(index).padStart(5, '0');
    lines.push(`contact-${n}@example.test,Contact,Number ${n},"Acme, Inc.",Buyer`);
  }
  const path = join(tmpdir(), `rapport-contacts-${Date.now()}.csv`);
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  return path;
}

/** True when the page scrolls sideways (something overflows the viewport). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Serious axe violations once the toasts have gone (the pointer is moved off them first). */
export async function a11yViolationsWithoutToasts(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(
    (label: string) => !document.querySelector(`section[aria-label="${label}"] li`),
    { timeout: 15_000 },
    uiCopy.states.notifications,
  );
  return seriousA11yViolations(page);
}
