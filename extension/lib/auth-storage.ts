import { browser } from 'wxt/browser';
import { DEFAULT_SERVER_URL, normalizeServerUrl } from './server-url';

/** Why the user was signed out, so the side panel can say so once. */
export type SignOutReason = 'expired' | null;

export type StoredAuth = {
  serverUrl: string;
  token: string | null;
  signOutReason: SignOutReason;
};

export const STORAGE_KEYS = {
  serverUrl: 'rapport.serverUrl',
  token: 'rapport.authToken',
  signOutReason: 'rapport.signOutReason',
} as const;

const ALL_KEYS = Object.values(STORAGE_KEYS);

function toAuth(values: Record<string, unknown>): StoredAuth {
  const serverUrl = normalizeServerUrl(String(values[STORAGE_KEYS.serverUrl] ?? '')) ?? DEFAULT_SERVER_URL;
  const token = values[STORAGE_KEYS.token];
  const reason = values[STORAGE_KEYS.signOutReason];
  return {
    serverUrl,
    token: typeof token === 'string' && token ? token : null,
    signOutReason: reason === 'expired' ? 'expired' : null,
  };
}

/** The server URL and bearer token kept in browser.storage.local. */
export async function readAuth(): Promise<StoredAuth> {
  return toAuth(await browser.storage.local.get(ALL_KEYS));
}

/** Keeps a successful sign-in: the server it was made on and its bearer token. */
export async function saveSignIn(serverUrl: string, token: string): Promise<void> {
  const origin = normalizeServerUrl(serverUrl);
  if (!origin) throw new Error(`Not an http(s) server URL: ${serverUrl}`);
  await browser.storage.local.set({ [STORAGE_KEYS.serverUrl]: origin, [STORAGE_KEYS.token]: token });
  await browser.storage.local.remove(STORAGE_KEYS.signOutReason);
}

/**
 * Keeps the server URL chosen on the options page. A token belongs to the server that
 * issued it, so a different server signs the user out.
 */
export async function saveServerUrl(serverUrl: string): Promise<string> {
  const origin = normalizeServerUrl(serverUrl);
  if (!origin) throw new Error(`Not an http(s) server URL: ${serverUrl}`);
  const current = await readAuth();
  await browser.storage.local.set({ [STORAGE_KEYS.serverUrl]: origin });
  if (current.serverUrl !== origin)
    await browser.storage.local.remove([STORAGE_KEYS.token, STORAGE_KEYS.signOutReason]);
  return origin;
}

/** Forgets the token (the server URL stays for the next sign-in). */
export async function clearToken(reason: SignOutReason = null): Promise<void> {
  await browser.storage.local.remove(STORAGE_KEYS.token);
  if (reason) await browser.storage.local.set({ [STORAGE_KEYS.signOutReason]: reason });
  else await browser.storage.local.remove(STORAGE_KEYS.signOutReason);
}

/** Calls `listener` with the new state whenever another page signs in or out. */
export function watchAuth(listener: (auth: StoredAuth) => void): () => void {
  const onChanged = (changes: Record<string, unknown>, areaName: string) => {
    if (areaName !== 'local' || !ALL_KEYS.some((key) => key in changes)) return;
    void readAuth().then(listener);
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}
