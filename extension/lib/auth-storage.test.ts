import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { clearToken, readAuth, STORAGE_KEYS, saveServerUrl, saveSignIn, watchAuth } from './auth-storage';
import { DEFAULT_SERVER_URL, isLoopbackOrigin, normalizeServerUrl } from './server-url';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('auth storage', () => {
  it('starts signed out on the default server', async () => {
    await expect(readAuth()).resolves.toEqual({ serverUrl: DEFAULT_SERVER_URL, token: null, signOutReason: null });
  });

  it('keeps the token and the server origin in storage.local', async () => {
    await saveSignIn('https://rapport.example.com/some/path', 'tok-1');
    await expect(readAuth()).resolves.toEqual({
      serverUrl: 'https://rapport.example.com',
      token: 'tok-1',
      signOutReason: null,
    });
    const raw = await fakeBrowser.storage.local.get([STORAGE_KEYS.token, STORAGE_KEYS.serverUrl]);
    expect(raw).toEqual({ [STORAGE_KEYS.token]: 'tok-1', [STORAGE_KEYS.serverUrl]: 'https://rapport.example.com' });
  });

  it('refuses a server URL that is not http(s)', async () => {
    await expect(saveSignIn('ftp://example.com', 't')).rejects.toThrow();
    await expect(readAuth()).resolves.toMatchObject({ token: null });
  });

  it('forgets the token but keeps the server, and remembers an expiry', async () => {
    await saveSignIn('http://10.0.0.5:8787', 'tok-2');
    await clearToken('expired');
    await expect(readAuth()).resolves.toEqual({
      serverUrl: 'http://10.0.0.5:8787',
      token: null,
      signOutReason: 'expired',
    });
    await saveSignIn('http://10.0.0.5:8787', 'tok-3');
    await expect(readAuth()).resolves.toMatchObject({ token: 'tok-3', signOutReason: null });
    await clearToken();
    await expect(readAuth()).resolves.toMatchObject({ token: null, signOutReason: null });
  });

  it('keeps the server chosen on the options page; another server signs out', async () => {
    await saveSignIn('http://localhost:8787', 'tok-6');
    await expect(saveServerUrl('localhost:8787/')).resolves.toBe('http://localhost:8787');
    await expect(readAuth()).resolves.toMatchObject({ serverUrl: 'http://localhost:8787', token: 'tok-6' });
    await expect(saveServerUrl('https://rapport.example.com/app')).resolves.toBe('https://rapport.example.com');
    await expect(readAuth()).resolves.toEqual({
      serverUrl: 'https://rapport.example.com',
      token: null,
      signOutReason: null,
    });
    await expect(saveServerUrl('ftp://example.com')).rejects.toThrow();
  });

  it('tells other pages when the user signs in or out', async () => {
    const listener = vi.fn();
    const stop = watchAuth(listener);
    await saveSignIn('http://localhost:8787', 'tok-4');
    await vi.waitFor(() => expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'tok-4' })));
    await clearToken();
    await vi.waitFor(() => expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ token: null })));
    stop();
    listener.mockClear();
    await saveSignIn('http://localhost:8787', 'tok-5');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('normalizeServerUrl', () => {
  it.each([
    ['http://localhost:8787/', 'http://localhost:8787'],
    ['  https://a.example.com/x?y ', 'https://a.example.com'],
    ['localhost:8787', 'http://localhost:8787'],
    ['ftp://example.com', null],
    ['javascript:alert(1)', null],
    ['', null],
    ['not a url at all', null],
    ['http://exa mple.com', null],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['rapport-01.example.co.uk', 'http://rapport-01.example.co.uk'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeServerUrl(input)).toBe(expected);
  });
});

describe('isLoopbackOrigin', () => {
  it.each([
    ['http://localhost:8787', true],
    ['http://127.0.0.1:3000', true],
    ['https://rapport.example.com', false],
    ['http://10.0.0.5:8787', false],
    ['not a url', false],
  ])('%s → %s', (origin, expected) => {
    expect(isLoopbackOrigin(origin)).toBe(expected);
  });
});
