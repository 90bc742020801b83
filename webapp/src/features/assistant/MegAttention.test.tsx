import { assistantCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { peopleKeys } from '../people/relationships-api';
import { renderAsViewer } from '../profile/test-viewer';
import { HIDE_UNREAD_MEG, shouldShowMegAttention } from './meg-attention';
import { MegAttention } from './MegAttention';

const copy = assistantCopy.attention;
afterEach(cleanup);
beforeEach(() => localStorage.clear());

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

  it("does not show on Meg's page", async () => {
    const { megWrites, fetch } = renderAttention('/relationships/meg');
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    await megWrites();
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText(copy.title)).toBeNull();
  });
});
