import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { renderAsViewer } from '../profile/test-viewer';
import { useComposerStore } from './composer-store';
import { useReceiverLink } from './use-receiver-link';

function Probe() {
  useReceiverLink();
  return <p data-testid="search">{useLocation().search}</p>;
}

const grace = { userId: 'grace', firstName: 'Grace', lastName: 'Hopper', email: null, avatar: null };

beforeEach(() => {
  useComposerStore.getState().close();
  useToastStore.getState().clear();
});
afterEach(cleanup);

describe('?receiver= links', () => {
  it('open the composer addressed to that person, then drop the parameter', async () => {
    renderAsViewer(<Probe />, { 'GET /api/user/id': () => ({ body: grace }) }, { path: '/?receiver=grace&chat=true' });
    await waitFor(() => expect(useComposerStore.getState().isOpen).toBe(true));
    expect(useComposerStore.getState().audience).toEqual({ kind: 'pairing', userId: 'grace', name: 'Grace Hopper' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?chat=true'));
  });

  it('say why when the person cannot be found, and open nothing', async () => {
    renderAsViewer(
      <Probe />,
      { 'GET /api/user/id': () => ({ status: 404, body: { message: 'This user does not exist.' } }) },
      { path: '/?receiver=ghost' },
    );
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('This user does not exist.'),
    );
    expect(useComposerStore.getState().isOpen).toBe(false);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it('ignore a link that names the viewer', async () => {
    renderAsViewer(<Probe />, {}, { path: '/?receiver=me' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(useComposerStore.getState().isOpen).toBe(false);
  });
});
