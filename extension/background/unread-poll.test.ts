import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { saveSignIn } from '../lib/auth-storage';
import { onActivityNotificationClicked } from './activity-notification';
import { createPollQueue, ensurePollAlarm, pollUnread, UNREAD_ALARM } from './unread-poll';

const SERVER = 'https://rapport.example.com';
const ME = 'user-me';

type ServerState = {
  status?: number;
  pairings: { pairingId: string; userId2: string }[];
  groups: string[];
  pushNotification?: boolean;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (results: unknown[]) => json(200, { isSuccess: true, data: { results, count: results.length } });

/** The server calls the poll makes, answered from `state`; every request is recorded. */
function fakeServer(state: ServerState) {
  const requests: { url: URL; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get('Authorization');
    requests.push({ url, authorization });
    if (state.status) return json(state.status, { isSuccess: false, message: 'Unauthenticated' });
    switch (url.pathname) {
      case '/api/auth/get-session':
        return json(200, { user: { id: ME, email: 'me@example.com' }, session: {} });
      case '/api/pairing/user/unread':
        return list(state.pairings.map((p) => ({ userId1: ME, ...p })));
      case '/api/group/user/unread':
        return list(state.groups.map((groupId) => ({ groupId })));
      case '/api/user/notification/preferences':
        return json(200, {
          isSuccess: true,
          data: {
            emailNotification: true,
            summaryEmailNotification: true,
            pushNotification: state.pushNotification ?? true,
          },
        });
      case '/api/user/id':
        return json(200, {
          isSuccess: true,
          data: { userId: url.searchParams.get('userId'), firstName: 'Ann', lastName: 'Lee' },
        });
      case '/api/group/id':
        return json(200, { isSuccess: true, data: { groupId: url.searchParams.get('groupId'), name: 'Design team' } });
      default:
        return json(404, { isSuccess: false, message: 'Not found' });
    }
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const badge = () => fakeBrowser.action.getBadgeText({});
const notifications = async () => Object.values(await fakeBrowser.notifications.getAll()) as { title: string }[];

beforeEach(async () => {
  fakeBrowser.reset();
  await saveSignIn(SERVER, 'tok-1');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the unread poll', () => {
  it('asks the stored server with the bearer token and shows the count on the badge', async () => {
    const server = fakeServer({ pairings: [{ pairingId: 'p1', userId2: 'u2' }], groups: ['g1', 'g2'] });
    const outcome = await pollUnread({ fetch: server.fetch, isSidePanelOpen: () => false });
    expect(outcome).toMatchObject({ status: 'ok', count: 3, fresh: [] });
    await expect(badge()).resolves.toBe('3');
    const unread = server.requests.find((r) => r.url.pathname === '/api/pairing/user/unread');
    expect(unread?.url.origin).toBe(SERVER);
    expect(Object.fromEntries(unread?.url.searchParams ?? [])).toEqual({ userId: ME, limit: '-1' });
    expect(server.requests.every((r) => r.authorization === 'Bearer tok-1')).toBe(true);
  });

  it('shows 99+ above 99 and nothing at 0', async () => {
    const many = Array.from({ length: 120 }, (_, i) => `g${i}`);
    await pollUnread({ fetch: fakeServer({ pairings: [], groups: many }).fetch, isSidePanelOpen: () => false });
    await expect(badge()).resolves.toBe('99+');
    await pollUnread({ fetch: fakeServer({ pairings: [], groups: [] }).fetch, isSidePanelOpen: () => false });
    await expect(badge()).resolves.toBe('');
  });

  it('clears the badge on a 401 and keeps the token for the side panel to handle', async () => {
    await pollUnread({ fetch: fakeServer({ pairings: [], groups: ['g1'] }).fetch, isSidePanelOpen: () => false });
    await expect(badge()).resolves.toBe('1');
    const outcome = await pollUnread({
      fetch: fakeServer({ status: 401, pairings: [], groups: [] }).fetch,
      isSidePanelOpen: () => false,
    });
    expect(outcome).toEqual({ status: 'unauthorized' });
    await expect(badge()).resolves.toBe('');
  });

  it('clears the badge when the token no longer has a session', async () => {
    await fakeBrowser.action.setBadgeText({ text: '4' });
    const fetch = vi.fn(async () => json(200, null)) as unknown as typeof globalThis.fetch;
    await expect(pollUnread({ fetch, isSidePanelOpen: () => false })).resolves.toEqual({ status: 'unauthorized' });
    await expect(badge()).resolves.toBe('');
  });

  it('clears the badge signed out, without calling the server', async () => {
    await fakeBrowser.storage.local.clear();
    await fakeBrowser.action.setBadgeText({ text: '4' });
    const server = fakeServer({ pairings: [], groups: [] });
    await expect(pollUnread({ fetch: server.fetch, isSidePanelOpen: () => false })).resolves.toEqual({
      status: 'signed-out',
    });
    await expect(badge()).resolves.toBe('');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the last count when the server cannot be reached', async () => {
    await pollUnread({ fetch: fakeServer({ pairings: [], groups: ['g1'] }).fetch, isSidePanelOpen: () => false });
    const fetch = vi.fn(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof globalThis.fetch;
    await expect(pollUnread({ fetch, isSidePanelOpen: () => false })).resolves.toMatchObject({ status: 'failed' });
    await expect(badge()).resolves.toBe('1');
  });
});

describe('notifications of new activity', () => {
  it('takes stock on the first poll, then notifies what turned unread, by name', async () => {
    const state: ServerState = { pairings: [], groups: ['g1'] };
    const server = fakeServer(state);
    const deps = { fetch: server.fetch, isSidePanelOpen: () => false };
    await pollUnread(deps);
    await expect(notifications()).resolves.toEqual([]);

    state.pairings = [{ pairingId: 'p1', userId2: 'u2' }];
    const outcome = await pollUnread(deps);
    expect(outcome).toMatchObject({ status: 'ok', count: 2, fresh: [{ kind: 'pair', otherUserId: 'u2' }] });
    await expect(notifications()).resolves.toEqual([
      expect.objectContaining({
        type: 'basic',
        title: 'New activity from Ann Lee',
        iconUrl: expect.stringContaining('icon/128.png'),
      }),
    ]);

    // Still unread at the next poll: nothing new to say.
    await expect(pollUnread(deps)).resolves.toMatchObject({ fresh: [], notificationId: null });
  });

  it('names a group, and counts several', async () => {
    const state: ServerState = { pairings: [], groups: [] };
    const deps = { fetch: fakeServer(state).fetch, isSidePanelOpen: () => false };
    await pollUnread(deps);
    state.groups = ['g1'];
    await pollUnread(deps);
    state.groups = ['g1', 'g2'];
    state.pairings = [{ pairingId: 'p1', userId2: 'u2' }];
    await pollUnread(deps);
    const titles = (await notifications()).map((n) => n.title);
    expect(titles).toEqual(['New activity from Design team', 'New activity in 2 conversations']);
  });

  it('stays quiet while the side panel is open', async () => {
    const state: ServerState = { pairings: [], groups: [] };
    const deps = { fetch: fakeServer(state).fetch, isSidePanelOpen: () => true };
    await pollUnread(deps);
    state.groups = ['g1'];
    await expect(pollUnread(deps)).resolves.toMatchObject({ count: 1, notificationId: null });
    await expect(notifications()).resolves.toEqual([]);
  });

  it('respects the push notification preference', async () => {
    const state: ServerState = { pairings: [], groups: [], pushNotification: false };
    const server = fakeServer(state);
    const deps = { fetch: server.fetch, isSidePanelOpen: () => false };
    await pollUnread(deps);
    state.groups = ['g1'];
    await expect(pollUnread(deps)).resolves.toMatchObject({ count: 1, notificationId: null });
    await expect(notifications()).resolves.toEqual([]);
    const asked = server.requests.find((r) => r.url.pathname === '/api/user/notification/preferences');
    expect(asked?.url.searchParams.get('userId')).toBe(ME);
  });

  it('opens the web app at the relationship when the side panel cannot be opened', async () => {
    const state: ServerState = { pairings: [], groups: [] };
    const deps = { fetch: fakeServer(state).fetch, isSidePanelOpen: () => false };
    await pollUnread(deps);
    state.pairings = [{ pairingId: 'p1', userId2: 'u2' }];
    const outcome = await pollUnread(deps);
    const id = outcome.status === 'ok' ? outcome.notificationId : null;
    expect(id).toBeTruthy();
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    await onActivityNotificationClicked(id ?? '', async () => SERVER);
    expect(create).toHaveBeenCalledWith({ url: `${SERVER}/relationships/u2` });
    await expect(notifications()).resolves.toEqual([]);
  });
});

describe('scheduling', () => {
  it('creates the minute alarm once', async () => {
    await ensurePollAlarm();
    const first = await fakeBrowser.alarms.get(UNREAD_ALARM);
    expect(first?.periodInMinutes).toBe(1);
    await ensurePollAlarm();
    await expect(fakeBrowser.alarms.getAll()).resolves.toHaveLength(1);
  });

  it('runs one poll at a time and one more when asked during a poll', async () => {
    let release: () => void = () => undefined;
    const poll = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const queue = createPollQueue(poll);
    const running = queue.request();
    void queue.request();
    void queue.request();
    expect(poll).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(poll).toHaveBeenCalledTimes(2));
    release();
    await running;
    expect(poll).toHaveBeenCalledTimes(2);
  });
});

describe('another account', () => {
  it('takes stock afresh instead of notifying everything it has unread', async () => {
    const deps = { fetch: fakeServer({ pairings: [], groups: [] }).fetch, isSidePanelOpen: () => false };
    await pollUnread(deps);
    await fakeBrowser.storage.session.set({ 'rapport.unreadSeen': { userId: 'someone-else', keys: [] } });
    const outcome = await pollUnread({ ...deps, fetch: fakeServer({ pairings: [], groups: ['g1'] }).fetch });
    expect(outcome).toMatchObject({ status: 'ok', count: 1, fresh: [] });
  });
});
