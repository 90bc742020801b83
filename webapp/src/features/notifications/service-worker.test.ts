import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The click decision of webapp/public/sw.js, run as the file itself in a context of its own.
 * The e2e (notifications.e2e.ts) covers the click with an app tab open in real Chromium; with
 * no tab open Chromium opens a window only from a real user's click on the notification,
 * which a test cannot make, so that branch is checked here: what the worker asks the browser.
 */
const ORIGIN = 'https://rapport.test';
const source = readFileSync(resolve(__dirname, '../../../public/sw.js'), 'utf8');

type WindowClient = { url: string; postMessage: (message: unknown) => void; focus: () => Promise<unknown> };
type Calls = { opened: string[]; posted: { url: string; message: unknown }[]; focused: string[]; closed: number };

function worker(windows: string[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const calls: Calls = { opened: [], posted: [], focused: [], closed: 0 };
  const clients: WindowClient[] = windows.map((url) => ({
    url,
    postMessage: (message) => calls.posted.push({ url, message }),
    focus: async () => calls.focused.push(url),
  }));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (name: string, listener: (event: unknown) => void) => listeners.set(name, listener),
    skipWaiting: () => undefined,
    clients: {
      claim: async () => undefined,
      matchAll: async () => clients,
      openWindow: async (url: string) => {
        calls.opened.push(url);
        return null;
      },
    },
  };
  runInNewContext(source, { self, URL });
  const click = async (data: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('notificationclick')?.({
      notification: { data, close: () => (calls.closed += 1) },
      waitUntil: (promise: Promise<unknown>) => {
        done = promise;
      },
    });
    await done;
    return calls;
  };
  return { click };
}

const link = `${ORIGIN}/group/g1?threadPostId=p1&commentId=c1&notificationId=n1`;
const path = '/group/g1?threadPostId=p1&commentId=c1&notificationId=n1';

describe('the service worker on a notification click', () => {
  it('with no app tab open, opens a new window at the deep link (inside the click, so the browser allows it)', async () => {
    const calls = await worker([]).click({ url: link });
    expect(calls).toEqual({ opened: [path], posted: [], focused: [], closed: 1 });
  });

  it('ignores tabs of other sites: with only those open, it still opens a window of the app', async () => {
    const calls = await worker(['https://elsewhere.test/inbox']).click({ url: link });
    expect(calls.opened).toEqual([path]);
    expect(calls.posted).toEqual([]);
  });

  it('with an app tab open, focuses it and tells it where to go, opening nothing', async () => {
    const tab = `${ORIGIN}/jobs/view`;
    const calls = await worker(['https://elsewhere.test/', tab]).click({ url: link });
    expect(calls.opened).toEqual([]);
    expect(calls.posted).toEqual([{ url: tab, message: { type: 'rapport:navigate', url: path } }]);
    expect(calls.focused).toEqual([tab]);
  });

  it('never follows a link to another site, and goes home without one', async () => {
    expect((await worker([]).click({ url: 'https://evil.test/phish' })).opened).toEqual(['/']);
    expect((await worker([]).click(undefined)).opened).toEqual(['/']);
  });
});
