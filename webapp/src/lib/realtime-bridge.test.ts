import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userRealtimeHandlers } from '../features/users/user-realtime';
import { RealtimeBridge } from './realtime-bridge';
import type { RealtimeEvent } from './realtime-client';

const event = (name: string, data: unknown): RealtimeEvent => ({
  channel: 'user:me',
  event: name,
  data,
  seq: 1,
  replayed: false,
});

describe('RealtimeBridge', () => {
  it('routes events to every registered handler of that name until unregistered', () => {
    const bridge = new RealtimeBridge({ queryClient: new QueryClient(), viewerId: 'me' });
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
    const bridge = new RealtimeBridge({ queryClient, viewerId: 'me' });
    bridge.register(userRealtimeHandlers);
    bridge.dispatch(event('user.updated', { userId: 'someone' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['user', 'someone']]);
    invalidate.mockClear();
    bridge.dispatch(event('user.updated', { userId: 'me' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['user', 'me'], ['session']]);
  });
});
