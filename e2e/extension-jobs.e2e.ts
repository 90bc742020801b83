import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applied, Job } from '@shared/api/jobs';
import { jobsCopy, uiCopy } from '@shared/ui-copy';
import { signUp, type TestClient } from '../server/testing/api-client';
import { type AppServer, startAppServer } from './harness/app-server';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  type TestBrowser,
  waitForText,
  untilStill,
} from './harness/browser';
import { EXTENSION_PATH, signedInSidePanel } from './harness/extension';
import { overflowsSideways } from './people-steps';
import { cardWith } from './posts-steps';

let app: AppServer;
let chromium: TestBrowser;
let avery: TestClient;
let blake: TestClient;
let panel: Page;
let groupId = '';

beforeAll(async () => {
  app = await startAppServer();
  avery = await signUp(app.url, { firstName: 'Avery', lastName: 'Stone' });
  blake = await signUp(app.url, { firstName: 'Blake', lastName: 'Rivers' });
  const job = (await avery.post('/api/jobs', { createdBy: avery.user?.id, title: 'Data Engineer' })).body.data as Job;
  const applied = (await blake.post(`/api/jobs/${job.jobId}/apply`, {})).body.data as Applied;
  groupId = applied.groupId;
  chromium = await launchBrowser({ extensionPath: EXTENSION_PATH });
});
afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe('an applicant workspace from the side panel', () => {
  it('opens in place from My Groups as the applicant workspace, with the stepper: the chat works there', async () => {
    panel = await signedInSidePanel(chromium.browser, {
      serverUrl: app.url,
      email: blake.user?.email ?? '',
      width: 360,
    });
    await untilStill(panel);
    // The tab's name also announces unread activity (the new workspace): match its text.
    await panel.locator(`[role="tab"] ::-p-text(${uiCopy.sidebar.myGroups})`).setTimeout(15_000).click();
    await untilStill(panel);
    await screenshot(panel, 'ext-jobs-groups-tab');
    // The group is the applicant workspace: it opens as that, not as a plain group.
    const jobId = await jobIdOf();
    await panel.locator(`a[href="/jobs/${jobId}/applicants/${groupId}?phase=APPLIED"]`).setTimeout(15_000).click();
    await waitForText(panel, uiCopy.extension.openInWebApp);
    await panel.waitForSelector(`[aria-label="${jobsCopy.stepper.label}"]`, { timeout: 15_000 });
    const box = await panel.waitForSelector('textarea', { timeout: 15_000 });
    await box?.type('Sent from the side panel: my resume follows.');
    await panel.keyboard.press('Enter');
    await cardWith(panel, 'my resume follows');
    // The application moved on: the owner's read of it says so.
    const applicant = await avery.get(`/api/jobs/${jobId}/applicants/${blake.user?.id}`);
    expect((applicant.body.data as { status: string }).status).toBe('IN_PROGRESS');
    expect(await overflowsSideways(panel)).toBe(false);
    expect(await seriousA11yViolations(panel)).toEqual([]);
    await untilStill(panel);
    await screenshot(panel, 'ext-jobs-applicant-workspace-360');
  });
});

async function jobIdOf(): Promise<string> {
  const list = (await blake.get(`/api/jobs/applied/${blake.user?.id}`)).body.data as { results: Job[] };
  return list.results[0]?.jobId ?? '';
}
