import { invitationEvents, type SentInvitation } from '@shared/api/invitations';
import { invitationsCopy, uiCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { peopleRealtimeHandlers } from '../people/people-realtime';
import { renderAsViewer } from '../profile/test-viewer';
import { PendingInvitationsDrawer } from './PendingInvitationsDrawer';
import { formatInvitationDate, PENDING_INVITATIONS_PAGE } from './use-pending-invitations';

const copy = invitationsCopy.pending;

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const invitation = (overrides: Partial<SentInvitation> = {}): SentInvitation => ({
  invitationId: 'inv-1',
  email: 'noa@example.test',
  firstName: 'Noa',
  lastName: 'Park',
  groupId: null,
  groupName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  ...overrides,
});

/** A fake server holding the pending invitations; DELETE removes one. */
function renderDrawer(initial: SentInvitation[]) {
  let pending = [...initial];
  const withdrawn = vi.fn();
  const view = renderAsViewer(<PendingInvitationsDrawer open onClose={() => {}} />, {
    'GET /api/invitations/sent': ({ url }) => {
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return { body: { results: pending.slice(skip, skip + limit), count: pending.length } };
    },
    'DELETE /api/invitations/inv-1': () => {
      withdrawn('inv-1');
      pending = pending.filter((item) => item.invitationId !== 'inv-1');
      return { body: { invitationId: 'inv-1' } };
    },
  });
  const accept = (invitationId: string) => {
    pending = pending.filter((item) => item.invitationId !== invitationId);
  };
  return { ...view, withdrawn, accept };
}

const list = () => screen.findByRole('list', { name: copy.listLabel });
const toasts = () => useToastStore.getState().toasts.map((item) => item.message);

describe('Pending invitations', () => {
  it('lists each invitation with its name, e-mail, dates and group', async () => {
    renderDrawer([
      invitation(),
      invitation({
        invitationId: 'inv-2',
        email: 'kai@example.test',
        firstName: null,
        lastName: null,
        groupId: 'g1',
        groupName: 'Book club',
      }),
    ]);
    expect(screen.getByRole('status', { name: uiCopy.states.loading })).toBeTruthy();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Noa Park')).toBeTruthy();
    expect(first.getByText('noa@example.test')).toBeTruthy();
    expect(first.getByText(copy.sent(formatInvitationDate('2026-11-20T10:00:00.000Z').short))).toBeTruthy();
    expect(first.getByText(copy.expires(formatInvitationDate('2026-12-04T10:00:00.000Z').short))).toBeTruthy();
    expect(first.queryByText(/^Group:/)).toBeNull();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('kai@example.test')).toBeTruthy();
    expect(second.getByText(copy.group('Book club'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.loadMore })).toBeNull();
  });

  it('shows the empty state when nothing is pending', async () => {
    renderDrawer([]);
    expect(await screen.findByRole('heading', { name: copy.emptyTitle })).toBeTruthy();
    expect(screen.getByText(copy.emptyText)).toBeTruthy();
  });

  it('shows an error with a retry that reloads the list', async () => {
    let fails = true;
    renderAsViewer(<PendingInvitationsDrawer open onClose={() => {}} />, {
      'GET /api/invitations/sent': () =>
        fails ? { status: 403, body: { message: 'Not allowed.' } } : { body: { results: [invitation()], count: 1 } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(copy.loadError)).toBeTruthy();
    fails = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: uiCopy.states.retry })));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('loads more when there are more than a page', async () => {
    const many = Array.from({ length: PENDING_INVITATIONS_PAGE + 2 }, (_, index) =>
      invitation({ invitationId: `inv-${index + 1}`, email: `p${index + 1}@example.test` }),
    );
    renderDrawer(many);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(PENDING_INVITATIONS_PAGE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copy.loadMore })));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(many.length));
    expect(screen.queryByRole('button', { name: copy.loadMore })).toBeNull();
  });

  it('withdraws after confirmation: DELETE, a toast, and the row disappears', async () => {
    const { withdrawn } = renderDrawer([
      invitation(),
      invitation({ invitationId: 'inv-2', email: 'kai@example.test' }),
    ]);
    await list();
    fireEvent.click(screen.getByRole('button', { name: copy.withdrawLabel('noa@example.test') }));
    const dialog = await screen.findByRole('alertdialog', { name: copy.confirmTitle });
    expect(within(dialog).getByText(copy.confirmText('noa@example.test'))).toBeTruthy();
    expect(withdrawn).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: copy.confirm })));
    await waitFor(() => expect(withdrawn).toHaveBeenCalledWith('inv-1'));
    await waitFor(() => expect(screen.queryByText('noa@example.test')).toBeNull());
    expect(toasts()).toEqual([copy.withdrawn]);
    expect(screen.getByText('kai@example.test')).toBeTruthy();
  });

  it('refreshes when an invitation is accepted (realtime)', async () => {
    const { accept, queryClient, api } = renderDrawer([
      invitation(),
      invitation({ invitationId: 'inv-2', email: 'kai@example.test' }),
    ]);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
    accept('inv-2');
    const event = {
      channel: 'user:me',
      event: invitationEvents.accepted,
      data: { invitationId: 'inv-2' },
      seq: 1,
      replayed: false,
    };
    await act(async () =>
      peopleRealtimeHandlers[invitationEvents.accepted]?.(event, { queryClient, viewerId: 'me', api }),
    );
    await waitFor(() => expect(screen.queryByText('kai@example.test')).toBeNull());
    expect(screen.getByText('noa@example.test')).toBeTruthy();
  });
});
