import type { SignInLink } from '@shared/api/sign-in-links';
import { useApiClient } from '@webapp/lib/api-context';
import { useCallback } from 'react';
import { browser } from 'wxt/browser';

/**
 * Opens a place of the web app (a path) in a new tab, signed in as the extension is: the
 * server mints a one-time, short-lived sign-in link for this navigation, bound to the user,
 * which lands on the path. Should the server not give one (offline, an older server), the
 * plain address opens: the web app asks to sign in.
 */
export function useOpenWebApp(serverUrl: string): (path: string) => Promise<void> {
  const api = useApiClient();
  return useCallback(
    async (path: string) => {
      let url = new URL(path, serverUrl).toString();
      try {
        url = (await api.post<SignInLink>('/api/sign-in-link', { path })).url;
      } catch {
        // The plain address: the web app's own sign-in, then the path.
      }
      await browser.tabs.create({ url });
    },
    [api, serverUrl],
  );
}
