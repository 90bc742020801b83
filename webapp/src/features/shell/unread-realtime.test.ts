import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { RealtimeBridge } from '../../lib/realtime-bridge';
import { unreadRealtimeHandlers } from './unread-realtime';

const unusedApi = createApiClient({ baseUrl: 'http://127.0.0.1:9' });

function setUp() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const bridge = new RealtimeBridge({ queryClient, viewerId: 'me', api: unusedApi });
  bridge.register(unreadRealtimeHandlers);
  const send = (event: string, data: unknown) =>
    bridge.dispatch({ channel: 'pair:p1', event, data, seq: 1, replayed: false });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { send, keys };
}

describe('unread markers (Home and the sidebar tabs)', () => {
  it('ask again for the relationship or group an event names: posts, chat, comments and their rollbacks', () => {
    const { send, keys } = setUp();
    send('post.created', { postId: 'x', pairingId: 'p1' });
    send('comment.created', { postId: 'x', commentId: 'c', groupId: 'g1', userId: 'u' });
    send('post.deleted', { postId: 'x', groupId: 'g1' });
    expect(keys()).toEqual([
      ['people', 'unread', 'me'],
      ['groups', 'unread', 'me'],
      ['jobs', 'tabs-unread', 'me'],
      ['groups', 'unread', 'me'],
      ['jobs', 'tabs-unread', 'me'],
    ]);
  });

  it('ignore like, unlike and pin, and posts that name no relationship or group', () => {
    const { send, keys } = setUp();
    for (const name of ['post.liked', 'post.unliked', 'comment.liked', 'post.pinned', 'post.unpinned'])
      send(name, { postId: 'x', pairingId: 'p1', groupId: 'g1' });
    send('post.created', { postId: 'public' });
    expect(keys()).toEqual([]);
  });
});
