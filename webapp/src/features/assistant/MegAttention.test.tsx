import { assistantCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { peopleKeys } from '../people/relationships-api';
import { renderAsViewer } from '../profile/test-viewer';
import { HIDE_UNREAD_MEG, shouldShowMegAttention } from './meg-attention';
import { MegAttention } from './MegAttention';

const copy = assistantCopy.attention;
afterEach(cleanup);
beforeEach(() => localStorage.clear());
// The card is its own chunk: loaded beforehand, a card that wrongly shows does so at once.
beforeAll(() => import('./MegAttentionBanner'));
/** Long enough for a wrong card to show, as its absence is checked. */
const settle = () => new Promise((done) => setTimeout(done, 200));

const megRow = {
  userId: 'meg',
  firstName: 'Meg',
  lastName: '',
  email: null,
  avatar: null,
  headline: null,
  bio: null,
  role: 'assistant',
  aiEnabled: 'true',
  pairingId: 'p-meg',
  connected: true,
  suggested: false,
  status: 'connected',
  lastActivityAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
  unread: false,
};

/** Meg's relationship, read at first; `megWrites` makes it unread, as a new post of Meg's does. */
function renderAttention(path = '/') {
  let unread: { pairingId: string }[] = [];
  const view = renderAsViewer(
    <MegAttention />,
    {
      'GET /api/user/connections/recent': () => ({ body: { results: [megRow], count: 1 } }),
      'GET /api/pairing/user/unread': () => ({ body: { results: unread, count: unread.length } }),
    },
    { path },
  );
  const megWrites = async () => {
    unread = [{ pairingId: 'p-meg' }];
    await act(() => view.queryClient.invalidateQueries({ queryKey: peopleKeys.unread('me') }));
  };
  return { ...view, megWrites };
}

describe("'Attention: Meg just messaged you' (spec 3 §2.3)", () => {
  it('shows when Meg writes while the owner is elsewhere, and Not now dismisses it', async () => {
    const { megWrites, fetch } = renderAttention();
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText(copy.title)).toBeNull();
    await megWrites();
    expect(await screen.findByText(copy.title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.dismiss }));
    await waitFor(() => expect(screen.queryByText(copy.title)).toBeNull());
    expect(localStorage.getItem(HIDE_UNREAD_MEG)).toBeNull();
  });

  it("is hidden for good with Don't show this again (the stored hideUnreadMeg flag)", async () => {
    const { megWrites, fetch } = renderAttention();
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    await megWrites();
    fireEvent.click(await screen.findByRole('checkbox', { name: copy.hide }));
    fireEvent.click(screen.getByRole('button', { name: copy.dismiss }));
    await waitFor(() => expect(screen.queryByText(copy.title)).toBeNull());
    expect(localStorage.getItem(HIDE_UNREAD_MEG)).toBe('true');
  });

  it("stays away on Meg's own page, when already unread at start, and once hidden", () => {
    const show = { hasJustMessaged: true, isOnMegPage: false, isDismissed: false, isHidden: false };
    expect(shouldShowMegAttention(show)).toBe(true);
    expect(shouldShowMegAttention({ ...show, isOnMegPage: true })).toBe(false);
    expect(shouldShowMegAttention({ ...show, hasJustMessaged: false })).toBe(false);
    expect(shouldShowMegAttention({ ...show, isDismissed: true })).toBe(false);
    expect(shouldShowMegAttention({ ...show, isHidden: true })).toBe(false);
  });

  it('stays away for the welcome post of a Meg set up after the app opened, then shows for a new message', async () => {
    let rows: (typeof megRow)[] = [];
    let unread: { pairingId: string }[] = [];
    const view = renderAsViewer(<MegAttention />, {
      'GET /api/user/connections/recent': () => ({ body: { results: rows, count: rows.length } }),
      'GET /api/pairing/user/unread': () => ({ body: { results: unread, count: unread.length } }),
    });
    await waitFor(() => expect(view.fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    // Meg is set up: the list answers with Meg before the unread answer names the welcome post.
    rows = [megRow];
    await act(() => view.queryClient.invalidateQueries({ queryKey: peopleKeys.recent('me') }));
    unread = [{ pairingId: 'p-meg' }];
    await act(() => view.queryClient.invalidateQueries({ queryKey: peopleKeys.unread('me') }));
    await settle();
    expect(screen.queryByText(copy.title)).toBeNull();
    // The owner reads it; Meg's next message is news.
    unread = [];
    const asked = view.fetch.mock.calls.length;
    await act(() => view.queryClient.invalidateQueries({ queryKey: peopleKeys.unread('me') }));
    await waitFor(() => expect(view.fetch.mock.calls.length).toBeGreaterThan(asked));
    await new Promise((done) => setTimeout(done, 20));
    unread = [{ pairingId: 'p-meg' }];
    await act(() => view.queryClient.invalidateQueries({ queryKey: peopleKeys.unread('me') }));
    expect(await screen.findByText(copy.title)).toBeTruthy();
  });

  it('stays away when the welcome post was unread at start, whichever answer comes first', async () => {
    let answerUnread: () => void = () => {};
    const unreadAnswered = new Promise<void>((done) => {
      answerUnread = done;
    });
    const view = renderAsViewer(<MegAttention />, {
      'GET /api/user/connections/recent': () => ({ body: { results: [megRow], count: 1 } }),
      'GET /api/pairing/user/unread': async () => {
        await unreadAnswered;
        return { body: { results: [{ pairingId: 'p-meg' }], count: 1 } };
      },
    });
    await waitFor(() => expect(view.fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    await new Promise((done) => setTimeout(done, 20));
    answerUnread();
    await settle();
    expect(screen.queryByText(copy.title)).toBeNull();
  });

  it("does not show on Meg's page", async () => {
    const { megWrites, fetch } = renderAttention('/relationships/meg');
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    await megWrites();
    await settle();
    expect(screen.queryByText(copy.title)).toBeNull();
  });
});
