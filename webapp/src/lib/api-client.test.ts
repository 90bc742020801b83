import { messages } from '@shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient } from './api-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function clientWith(response: Response | Error, options: Parameters<typeof createApiClient>[0] = {}) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return { api: createApiClient({ ...options, fetch: fetch as unknown as typeof globalThis.fetch }), fetch };
}

describe('api client', () => {
  it('unwraps data from a success envelope', async () => {
    const { api } = clientWith(json(200, { isSuccess: true, data: { results: [1, 2], count: 2 } }));
    await expect(api.get('/api/things')).resolves.toEqual({ results: [1, 2], count: 2 });
  });

  it('throws ApiError with status and message from a failure envelope', async () => {
    const { api } = clientWith(json(409, { isSuccess: false, message: 'Already connected' }));
    const error = await api.post('/api/user/connect', {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Already connected' });
  });

  it('treats isSuccess:false as a failure even with status 200', async () => {
    const { api } = clientWith(json(200, { isSuccess: false, message: 'Please try again later' }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 400, message: 'Please try again later' });
  });

  it('keeps field issues from a 400', async () => {
    const issues = [{ path: 'email', message: 'Please enter a valid email address.' }];
    const { api } = clientWith(json(400, { isSuccess: false, message: 'Invalid', issues }));
    await expect(api.post('/api/x', {})).rejects.toMatchObject({ status: 400, issues });
  });

  it('returns plain JSON answers (better-auth get-session) as they are, null included', async () => {
    const { api } = clientWith(json(200, null));
    await expect(api.get('/api/auth/get-session')).resolves.toBeNull();
  });

  it('uses fallback messages for non-JSON failures and 429', async () => {
    const html = clientWith(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(html.api.get('/api/x')).rejects.toMatchObject({
      status: 502,
      message: messages.generic.somethingWentWrong,
    });
    const limited = clientWith(new Response('', { status: 429 }));
    await expect(limited.api.get('/api/x')).rejects.toMatchObject({
      status: 429,
      message: messages.generic.rateLimited,
    });
  });

  it('reports a network failure as status 0 with the connection message', async () => {
    const { api } = clientWith(new TypeError('Failed to fetch'));
    const error = await api.get('/api/x').catch((caught) => caught);
    expect(error).toMatchObject({ status: 0, message: messages.generic.checkConnection, isNetworkError: true });
  });

  it('calls onUnauthorized for a 401', async () => {
    const onUnauthorized = vi.fn();
    const { api } = clientWith(json(401, { isSuccess: false, message: 'Please sign in to continue.' }), {
      onUnauthorized,
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends JSON, the bearer token, the base URL and query parameters', async () => {
    const { api, fetch } = clientWith(json(200, { isSuccess: true, data: true }), {
      baseUrl: async () => 'http://localhost:8787/',
      getToken: () => 'tok',
      credentials: 'omit',
    });
    await api.post('/api/user/invite', { a: 1 }, { query: { skip: 0, 'status[]': ['Draft', 'Closed'], none: null } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:8787/api/user/invite?skip=0&status%5B%5D=Draft&status%5B%5D=Closed');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'omit' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('exposes response headers such as set-auth-token', async () => {
    const { api } = clientWith(json(200, { token: 't', user: {} }, { 'set-auth-token': 'abc' }));
    const response = await api.requestWithResponse('/api/auth/sign-in/email', { method: 'POST', body: {} });
    expect(response.headers.get('set-auth-token')).toBe('abc');
  });

  it('builds URLs with an existing query string', () => {
    expect(buildUrl('', '/api/a?x=1', { y: 2 })).toBe('/api/a?x=1&y=2');
    expect(buildUrl('', '/api/a')).toBe('/api/a');
  });
});
