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
    const html = clientWith(new Response('<html>bad gateway</html>', { status: 502 }), { retryDelaysMs: [] });
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
    const { api } = clientWith(new TypeError('Failed to fetch'), { retryDelaysMs: [] });
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

  describe('retries and idempotency keys', () => {
    /** A fetch that answers each call with the next of these (a thrown Error is a network failure). */
    function sequence(...answers: (Response | Error)[]) {
      const fetch = vi.fn(async () => {
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no more answers');
        return next;
      });
      const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, retryDelaysMs: [0, 0, 0] });
      const keys = () =>
        fetch.mock.calls.map(
          (call) =>
            ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'],
        );
      return { api, fetch, keys };
    }
    const okBody = () => json(200, { isSuccess: true, data: { jobId: 'j1' } });

    it('a create retried after a network failure and a 503 sends one key on every attempt', async () => {
      const { api, fetch, keys } = sequence(new TypeError('Failed to fetch'), json(503, {}), okBody());
      await expect(api.post('/api/jobs', { title: 'x' })).resolves.toEqual({ jobId: 'j1' });
      expect(fetch).toHaveBeenCalledTimes(3);
      const [first, ...rest] = keys();
      expect(first).toMatch(/\S{16,}/);
      expect(rest).toEqual([first, first]);
    });

    it('each logical create has its own key; a key the caller brings is kept', async () => {
      const { api, keys } = sequence(okBody(), okBody(), okBody());
      await api.post('/api/jobs', {});
      await api.post('/api/jobs', {});
      await api.post('/api/post', {}, { headers: { 'Idempotency-Key': 'draft-1' } });
      const [a, b, c] = keys();
      expect(a).not.toBe(b);
      expect(c).toBe('draft-1');
    });

    it('gives up after the last delay with the connection message', async () => {
      const { api, fetch } = sequence(...Array.from({ length: 4 }, () => new TypeError('offline')));
      await expect(api.post('/api/jobs', {})).rejects.toMatchObject({ status: 0, isNetworkError: true });
      expect(fetch).toHaveBeenCalledTimes(4);
    });

    it('never repeats what is not safe to repeat: a 4xx, a PATCH, a sign-in, a multipart upload', async () => {
      const refused = sequence(json(400, { isSuccess: false, message: 'Invalid' }));
      await expect(refused.api.post('/api/jobs', {})).rejects.toMatchObject({ status: 400 });
      expect(refused.fetch).toHaveBeenCalledTimes(1);
      const patch = sequence(json(503, {}));
      await expect(patch.api.patch('/api/jobs', {})).rejects.toMatchObject({ status: 503 });
      expect(patch.fetch).toHaveBeenCalledTimes(1);
      const signIn = sequence(json(502, {}));
      await expect(signIn.api.post('/api/auth/sign-in/email', {})).rejects.toMatchObject({ status: 502 });
      expect(signIn.keys()).toEqual([undefined]);
      const upload = sequence(json(503, {}));
      await expect(upload.api.post('/api/contact/import', new FormData())).rejects.toMatchObject({ status: 503 });
      expect(upload.fetch).toHaveBeenCalledTimes(1);
    });
  });
});
