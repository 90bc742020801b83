import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer, testSession } from '../profile/test-viewer';
import { ActivatePendingUser } from './use-activate-pending-user';

afterEach(cleanup);

const me = (status: string) => ({ id: testSession.user.id, firstName: 'Ada', lastName: 'Lovelace', status });

describe('a pending user becomes active on the first signed-in load (spec 1 §4)', () => {
  it('reads the user, then PATCHes /api/user/status to active for them', async () => {
    let status = 'pending';
    const patches: unknown[] = [];
    renderAsViewer(<ActivatePendingUser />, {
      'GET /api/user/id': () => ({ body: me(status) }),
      'PATCH /api/user/status': ({ body }) => {
        patches.push(body);
        status = 'active';
        return { body: me(status) };
      },
    });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ userId: 'me', status: 'active', modifiedBy: 'me' });
  });

  it('leaves an active user alone', async () => {
    const { fetch } = renderAsViewer(<ActivatePendingUser />, { 'GET /api/user/id': () => ({ body: me('active') }) });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 50));
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')).toBe(false);
  });
});
