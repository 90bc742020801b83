import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { renderAsViewer } from '../../profile/test-viewer';
import { usePeopleStore } from '../people-store';
import { ConnectionCard } from './ConnectionCard';

const grace = { userId: 'u2', firstName: 'Grace', lastName: 'Hopper', avatar: null };
const copy = peopleCopy.connection;

beforeEach(() => {
  useToastStore.getState().clear();
  usePeopleStore.setState({ congratulation: null, requestedUserIds: new Set() });
});
afterEach(cleanup);

function renderWithStatus(status: string, connectAnswer = 'requested') {
  let current = status;
  return renderAsViewer(<ConnectionCard person={grace} />, {
    'GET /api/pairing/status': () => ({ body: { status: current, pairingId: 'p1' } }),
    'POST /api/user/connect': () => {
      current = connectAnswer;
      return { body: { pairingId: 'p1', status: connectAnswer } };
    },
  });
}

describe('the connection card (spec 3 §4.1)', () => {
  it("reads 'are connected' once connected, and 'Invitation sent!' while waiting", async () => {
    renderWithStatus('connected');
    expect(await screen.findByText(copy.connected('Grace'))).toBeTruthy();
    cleanup();
    renderWithStatus('requested');
    expect(await screen.findByText(copy.invitationSent)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers CONNECT, then shows 'Invitation sent!' with the spec's toast", async () => {
    renderWithStatus('undefined');
    const connect = await screen.findByRole('button', { name: `${copy.connect}: Grace Hopper` });
    await act(async () => fireEvent.click(connect));
    expect(await screen.findByText(copy.invitationSent)).toBeTruthy();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([messages.people.connectionRequestSent]);
  });

  it('gives the invitee ACCEPT, which opens the congratulations', async () => {
    renderWithStatus('invited-to-connect', 'connected');
    const accept = await screen.findByRole('button', { name: `${copy.accept}: Grace Hopper` });
    await act(async () => fireEvent.click(accept));
    await waitFor(() => expect(usePeopleStore.getState().congratulation?.other.userId).toBe('u2'));
    expect(await screen.findByText(copy.connected('Grace'))).toBeTruthy();
  });

  it('offers CONNECT when the lookup fails', async () => {
    renderAsViewer(<ConnectionCard person={grace} />, {
      'GET /api/pairing/status': () => ({ status: 403, body: { message: 'no' } }),
    });
    expect(await screen.findByRole('button', { name: `${copy.connect}: Grace Hopper` })).toBeTruthy();
  });
});
