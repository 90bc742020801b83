import type { Post, TimelinePage } from '@shared/api/posts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { heldServer, watchPages } from '../../test/held-server';
import { ada, makePost } from '../posts/cards/test-posts';
import { postKeys } from '../posts/post-keys';
import { deliverChatPost } from './deliver-chat-post';
import { withGrace } from './test-chat';

const page = (results: Post[]): TimelinePage => ({ results, count: results.length, countIsExact: true, asOf: '' });

describe('a chat message sent while the conversation is being fetched', () => {
  it('stays at the top after the answer read before it was sent lands', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sent = makePost({ postId: 'm2', type: 'chat', pairingId: 'pr1', createdBy: ada, content: 'On my way' });
    const api = createApiClient({
      baseUrl: 'http://test',
      fetch: async () =>
        new Response(JSON.stringify({ isSuccess: true, data: sent }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    const key = postKeys.timeline({ kind: 'pairing', id: 'pr1' });
    const server = heldServer(page([makePost({ postId: 'm1', type: 'chat', pairingId: 'pr1', content: 'Hi' })]));
    const conversation = watchPages(queryClient, key, server.answer);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: key });
    await deliverChatPost(
      api,
      queryClient,
      withGrace,
      { userId: 'me', firstName: 'Ada' },
      {
        idempotencyKey: 'k1',
        postId: 'm2',
        content: 'On my way',
      },
    );
    await server.releaseAll();
    expect(conversation.shown()?.[0]?.results.map((post) => post.content)).toEqual(['On my way', 'Hi']);
  });
});
