import { groupsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productName } from '../../config';
import { renderWithApp } from '../../test/render-with-app';
import { useToastStore } from '../../ui/toast-store';
import { ViewerProvider } from '../session/viewer-context';
import type { GroupDetails } from './groups-api';
import { MembersDrawer } from './MembersDrawer';

const copy = groupsCopy.members;
const session = { user: { id: 'u1', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' }, session: {} };
const member = (userId: string, firstName: string, role = 'member') => ({
  userId,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@example.test`,
  avatar: null,
  title: null,
  company: null,
  headline: null,
  role,
  isAdmin: role === 'admin',
});
const group = (isAdmin: boolean): GroupDetails => ({
  groupId: 'g1',
  name: 'Founders',
  createdBy: 'u1',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastActivityAt: '2026-11-01T00:00:00.000Z',
  membersCount: 2,
  isAdmin,
  jobId: null,
});
const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ isSuccess: true, data }), { status });
const notFound = () => new Response(JSON.stringify({ isSuccess: false, message: 'No such user.' }), { status: 404 });

type Call = { url: string; method: string; body: unknown };

function renderDrawer(isAdmin: boolean, known: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ url: url.pathname, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/api/group/members' && method === 'GET') {
      return ok({ results: [member('u1', 'Ada', 'admin'), member('u2', 'Blake')], count: 2 });
    }
    if (url.pathname === '/api/user/email') {
      const userId = known[url.searchParams.get('email') ?? ''];
      return userId ? ok({ userId }) : notFound();
    }
    if (url.pathname === '/api/group/member' && method === 'DELETE') return ok({ removed: true });
    if (url.pathname === '/api/group/members' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      return ok({ groupId: body.groupId, userIds: body.userIds });
    }
    return ok({ results: [], count: 0 });
  };
  renderWithApp(
    <ViewerProvider session={session as never}>
      <MembersDrawer group={group(isAdmin)} open onClose={() => undefined} />
    </ViewerProvider>,
    { fetch: fetch as never },
  );
  return calls;
}

const addField = () => screen.getByLabelText(copy.addTitle, { selector: 'input' });
function typeAddress(address: string) {
  fireEvent.change(addField(), { target: { value: address } });
  fireEvent.keyDown(addField(), { key: 'Enter' });
}

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

describe('MembersDrawer Manage entry', () => {
  it('is offered to admins only', async () => {
    renderDrawer(false);
    await screen.findByText(/Blake/);
    expect(screen.queryByRole('button', { name: copy.manage })).toBeNull();
    cleanup();
    renderDrawer(true);
    await screen.findByText(/Blake/);
    expect(screen.getByRole('button', { name: copy.manage })).toBeTruthy();
  });

  it('adds a person found by the address they use on Rapport, and says so', async () => {
    const calls = renderDrawer(true, { 'casey@example.test': 'u3' });
    fireEvent.click(await screen.findByRole('button', { name: copy.manage }));
    typeAddress('casey@example.test');
    fireEvent.click(screen.getByRole('button', { name: copy.add }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      groupId: 'g1',
      userIds: ['u3'],
      addedBy: 'u1',
    });
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(copy.added(1)));
    // The form closes; Manage is offered again.
    expect(await screen.findByRole('button', { name: copy.manage })).toBeTruthy();
  });

  it('adds nobody when an address is not on Rapport, and names it', async () => {
    const calls = renderDrawer(true, { 'casey@example.test': 'u3' });
    fireEvent.click(await screen.findByRole('button', { name: copy.manage }));
    typeAddress('casey@example.test');
    typeAddress('nobody@example.test');
    fireEvent.click(screen.getByRole('button', { name: copy.add }));
    expect(await screen.findByText(copy.notOnProduct(['nobody@example.test'], productName))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("removes a member and says '{group} removed successfully.' with the group's name (spec 1 §8)", async () => {
    const calls = renderDrawer(true);
    fireEvent.click(await screen.findByRole('button', { name: copy.menu('Blake Test') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: copy.remove }));
    const dialog = await screen.findByRole('alertdialog', { name: copy.confirmRemoveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: copy.remove }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Founders removed successfully.'),
    );
    expect(calls.find((call) => call.method === 'DELETE')?.body).toMatchObject({ groupId: 'g1', userId: 'u2' });
  });
});
