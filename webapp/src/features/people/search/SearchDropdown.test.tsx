import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { usePeopleStore } from '../people-store';
import { SearchDropdown } from './SearchDropdown';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const grace = {
  type: 'user',
  userId: 'u2',
  firstName: 'Grace',
  lastName: 'Hopper',
  avatar: null,
  headline: 'Rear admiral',
  status: 'undefined',
};
const team = { type: 'group', groupId: 'g1', name: 'Compilers', memberCount: 3 };
const mixed =
  (results: unknown[]): Routes['x'] =>
  () => ({ body: { results, count: results.length } });

function renderSearch(routes: Routes, tab: 'relationships' | 'groups' = 'relationships') {
  const onCreateGroup = vi.fn();
  const view = renderAsViewer(<SearchDropdown tab={tab} onCreateGroup={onCreateGroup} />, routes);
  const input = screen.getByRole('combobox');
  const type = (value: string) => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  };
  return { ...view, input, type, onCreateGroup };
}

const results = () => screen.findByRole('dialog', { name: peopleCopy.search.resultsLabel });

describe('the search dropdown', () => {
  it('shows loading rows, then people and groups; CONNECT turns into PENDING', async () => {
    const connect = vi.fn((_body: unknown) => ({ body: { pairingId: 'p1', status: 'requested' } }));
    const { type, input } = renderSearch({
      'GET /api/search/usersAndGroups': mixed([team, grace]),
      'POST /api/user/connect': ({ body }) => connect(body),
    });
    type('gra');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('status', { name: peopleCopy.search.searching })).toBeTruthy();
    const popup = await results();
    await waitFor(() => expect(popup.textContent).toContain('Grace Hopper'));
    expect(popup.textContent).toContain('Compilers');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: `${peopleCopy.search.connect}: Grace Hopper` })),
    );
    await waitFor(() => expect(popup.textContent).toContain(peopleCopy.search.pending));
    expect(connect).toHaveBeenCalledWith({ userId: 'me', connectWithUserId: 'u2', source: 'search' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([messages.people.connectionRequestSent]);
    usePeopleStore.setState({ requestedUserIds: new Set() });
  });

  it('moves into the results with the arrow keys and back out with Escape', async () => {
    const { type, input } = renderSearch({ 'GET /api/search/usersAndGroups': mixed([grace]) });
    type('grace');
    await waitFor(async () => expect((await results()).textContent).toContain('Grace Hopper'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Grace Hopper');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Connect with its hint for an address nobody has', async () => {
    const { type } = renderSearch({ 'GET /api/search/usersAndGroups': mixed([]) });
    type('new.person@example.test');
    const popup = await results();
    await waitFor(() => expect(popup.textContent).toContain(messages.search.emailNotFoundHint));
    expect(popup.textContent).toContain(messages.search.noUsers);
    expect(
      screen.getByRole('button', { name: `${peopleCopy.search.connectEmail}: new.person@example.test` }),
    ).toBeTruthy();
  });

  it('says no users match, and asks for an e-mail, when a name is not found', async () => {
    const { type } = renderSearch({ 'GET /api/search/usersAndGroups': mixed([]) });
    type('Nobody Atall');
    await waitFor(async () => expect((await results()).textContent).toContain(messages.search.nameNotFound));
    expect((await results()).textContent).toContain(
      'No users match your search criteria. Please invite this person to the product!',
    );
  });

  it('shows no empty text when someone matches', async () => {
    const { type } = renderSearch({ 'GET /api/search/usersAndGroups': mixed([grace]) });
    type('grace');
    await waitFor(async () => expect((await results()).textContent).toContain('Grace Hopper'));
    expect((await results()).textContent).not.toContain(messages.search.noUsers);
  });

  it("says 'Something Went wrong' when the search fails, with a retry", async () => {
    const { type } = renderSearch({
      'GET /api/search/usersAndGroups': () => ({ status: 400, body: { message: 'x' } }),
    });
    type('grace');
    await waitFor(async () => expect((await results()).textContent).toContain(messages.search.failed));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("suggests 'Create new group' on the groups tab once the term is over 2 characters", async () => {
    const { type, onCreateGroup } = renderSearch(
      { 'GET /api/search/groups': () => ({ body: { results: [], count: 0 } }) },
      'groups',
    );
    type('ab');
    await waitFor(async () => expect((await results()).textContent).toContain(peopleCopy.search.noGroups));
    expect(screen.queryByText(messages.search.createNewGroup)).toBeNull();
    type('abc');
    fireEvent.click(await screen.findByRole('button', { name: messages.search.createNewGroup }));
    expect(onCreateGroup).toHaveBeenCalledWith('abc');
  });
});
