import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createHistoryFetcher } from './realtime-history';

describe('createHistoryFetcher', () => {
  it('asks for the URL-encoded channel after a seq and follows full pages', async () => {
    const stored = Array.from({ length: 5 }, (_, index) => ({
      channel: 'user:abc',
      event: 'user.updated',
      data: {},
      seq: index + 3,
      createdAt: '2025-01-01T00:00:00.000Z',
    }));
    const fetch = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      const after = Number(url.searchParams.get('after'));
      const limit = Number(url.searchParams.get('limit'));
      const results = stored.filter((item) => item.seq > after).slice(0, limit);
      return new Response(JSON.stringify({ isSuccess: true, data: { results, count: results.length } }));
    });
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const fetchHistory = createHistoryFetcher(api, { pageSize: 2 });
    const frames = await fetchHistory('user:abc', 2);
    expect(frames.map((frame) => frame.seq)).toEqual([3, 4, 5, 6, 7]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/channels/user%3Aabc/history?after=2&limit=2',
      '/api/channels/user%3Aabc/history?after=4&limit=2',
      '/api/channels/user%3Aabc/history?after=6&limit=2',
    ]);
  });
});
