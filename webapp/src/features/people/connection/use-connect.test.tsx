import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldServer } from '../../../test/held-server';
import { renderAsViewer } from '../../profile/test-viewer';
import { peopleKeys } from '../relationships-api';
import { useConnectPerson } from './use-connect';

afterEach(cleanup);

/** Grace's pairing state as a people screen shows it, read from a server whose answers are held. */
function ConnectWithGrace({ answer }: { answer: () => Promise<string> }) {
  const status = useQuery({ queryKey: peopleKeys.status('me', 'grace'), queryFn: answer });
  const connect = useConnectPerson('profile');
  return (
    <>
      <p>State: {status.data ?? 'loading'}</p>
      <p>Request: {connect.status}</p>
      <button type="button" onClick={() => connect.mutate({ userId: 'grace', firstName: 'Grace', lastName: 'Hopper' })}>
        Connect
      </button>
    </>
  );
}

describe('connecting while the pairing state is still loading', () => {
  it('shows the state after the request, not the answer read before it', async () => {
    const server = heldServer('none');
    renderAsViewer(<ConnectWithGrace answer={server.answer} />, {
      'POST /api/user/connect': () => {
        server.write('pending');
        return { body: { status: 'requested' } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('Request: success');
    await server.releaseAll();
    expect(await screen.findByText('State: pending')).toBeTruthy();
    expect(screen.queryByText('State: none')).toBeNull();
  });
});
