import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userRealtimeHandlers } from '../features/users/user-realtime';
import { createApiClient } from './api-client';
import { RealtimeBridge } from './realtime-bridge';
import type { RealtimeEvent } from './realtime-client';

/** These handlers only touch the query cache; a client that is never called. */
const unusedApi = createApiClient({ baseUrl: 'http://127.0.0.1:9' });

const event = (name: string, data: unknown): RealtimeEvent => ({
  channel: 'user:me',
  event: name,
  data,
  seq: 1,
  replayed: false,
});

describe('RealtimeBridge', () => {
  it('routes events to every registered handler of that name until unregistered', () => {
    const bridge = new RealtimeBridge({ queryClient: new QueryClient(), viewerId: 'me', api: unusedApi });
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = bridge.register({ 'post.created': first });
    bridge.register({ 'post.created': second, other: vi.fn() });
    bridge.dispatch(event('post.created', {}));
    offFirst();
    bridge.dispatch(event('post.created', {}));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('user.updated invalidates that user and, for oneself, the session', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const bridge = new RealtimeBridge({ queryClient, viewerId: 'me', api: unusedApi });
    bridge.register(userRealtimeHandlers);
    bridge.dispatch(event('user.updated', { userId: 'someone' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['user', 'someone']]);
    invalidate.mockClear();
    bridge.dispatch(event('user.updated', { userId: 'me' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['user', 'me'], ['session']]);
  });
});
