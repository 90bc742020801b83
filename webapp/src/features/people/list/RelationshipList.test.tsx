import type { RelationshipRow } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { RelationshipList } from './RelationshipList';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const row = (overrides: Partial<RelationshipRow>): RelationshipRow => ({
  userId: 'u2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: null,
  avatar: null,
  headline: 'Rear admiral',
  bio: null,
  role: 'user',
  aiEnabled: 'false',
  pairingId: 'p2',
  connected: true,
  suggested: false,
  status: 'connected',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  unread: false,
  ...overrides,
});

const list = (rows: RelationshipRow[], unread: string[] = []): Routes => ({
  'GET /api/user/connections/recent': () => ({ body: { results: rows, count: rows.length } }),
  'GET /api/pairing/user/unread': () => ({
    body: { results: unread.map((pairingId) => ({ pairingId, userId1: 'me', userId2: 'x' })), count: unread.length },
  }),
});

describe('My Relationships', () => {
  it("shows 'First things first...' without relationships", async () => {
    renderAsViewer(<RelationshipList />, list([]));
    expect(await screen.findByText(messages.relationships.emptyTitle)).toBeTruthy();
  });

  it("shows Meg's row and still 'First things first...' beneath it for a new user", async () => {
    renderAsViewer(
      <RelationshipList />,
      list([row({ userId: 'meg', pairingId: 'p4', firstName: 'Meg', lastName: '', role: 'assistant' })]),
    );
    expect(await screen.findByText(messages.relationships.emptyTitle)).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/relationships/meg']);
  });

  it('drops the empty state once a person is in the list', async () => {
    renderAsViewer(
      <RelationshipList />,
      list([row({ userId: 'meg', pairingId: 'p4', firstName: 'Meg', lastName: '', role: 'assistant' }), row({})]),
    );
    await screen.findByText('Grace Hopper');
    expect(screen.queryByText(messages.relationships.emptyTitle)).toBeNull();
  });

  it('keeps the assistant on top, marks unread rows and pending requests', async () => {
    renderAsViewer(
      <RelationshipList />,
      list(
        [
          row({}),
          row({ userId: 'u3', pairingId: 'p3', firstName: 'Alan', lastName: 'Turing', status: 'invited-to-connect' }),
          row({ userId: 'meg', pairingId: 'p4', firstName: 'Meg', lastName: '', role: 'assistant' }),
        ],
        ['p2'],
      ),
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/relationships/meg',
      '/relationships/u2',
      '/relationships/u3',
    ]);
    expect(links[0]?.textContent).toContain(peopleCopy.list.assistantBadge);
    expect(links[1]?.textContent).toContain(`, ${peopleCopy.list.unread}`);
    expect(links[2]?.textContent).toContain(peopleCopy.list.wantsToConnect);
    expect(screen.queryByRole('button', { name: peopleCopy.list.rowMenu('Meg') })).toBeNull();
  });

  it("names Meg's row once; the test persona's row reads 'Your AI Assistant' (spec 1 §6) and says it is the test persona", async () => {
    renderAsViewer(
      <RelationshipList />,
      list([
        row({
          userId: 'meg',
          pairingId: 'p4',
          firstName: 'Meg',
          lastName: '',
          headline: 'Your AI Assistant',
          role: 'assistant',
        }),
        row({
          userId: 'taylor',
          pairingId: 'p5',
          firstName: 'Taylor',
          lastName: 'Sample',
          headline: 'Sample Co.',
          role: 'testUser',
        }),
      ]),
    );
    const links = await screen.findAllByRole('link');
    const meg = links.find((link) => link.getAttribute('href') === '/relationships/meg');
    const taylor = links.find((link) => link.getAttribute('href') === '/relationships/taylor');
    expect(meg?.textContent?.split(peopleCopy.list.assistantBadge)).toHaveLength(2);
    expect(taylor?.textContent).toContain('Your AI Assistant');
    expect(taylor?.textContent).toContain(`${peopleCopy.list.testPersonaBadge} · Sample Co.`);
  });

  it('shows the error with a retry', async () => {
    renderAsViewer(<RelationshipList />, {
      'GET /api/user/connections/recent': () => ({ status: 400, body: { message: 'Nope.' } }),
    });
    expect(await screen.findByText(uiCopy.sidebar.listError)).toBeTruthy();
    expect(screen.getByRole('button', { name: uiCopy.states.retry })).toBeTruthy();
  });

  it('removes a relationship after confirmation, or says it could not', async () => {
    const remove = vi.fn(() => ({ status: 500, body: { message: 'boom' } }));
    renderAsViewer(<RelationshipList />, { ...list([row({})]), 'DELETE /api/pairing/p2': remove });
    fireEvent.click(await screen.findByRole('button', { name: peopleCopy.list.rowMenu('Grace Hopper') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: peopleCopy.list.removeRelationship }));
    const dialog = await screen.findByRole('alertdialog', { name: peopleCopy.remove.title });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: peopleCopy.remove.confirm })));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
        messages.people.unableToRemoveRelationship,
      ]),
    );
    remove.mockImplementation(() => ({ status: 200, body: { pairingId: 'p2' } as never }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: peopleCopy.remove.confirm })));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(peopleCopy.remove.done('Grace Hopper')),
    );
  });
});
