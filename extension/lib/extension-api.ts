import { createApiClient, type ApiClient } from '@webapp/lib/api-client';
import { browser } from 'wxt/browser';
import { clearToken } from './auth-storage';
import { hostPatternOf, isLoopbackOrigin } from './server-url';

/** An API client for the stored server, authenticated with the bearer token. */
export function createExtensionApi(serverUrl: string, token: string | null): ApiClient {
  return createApiClient({
    baseUrl: serverUrl,
    getToken: () => token,
    credentials: 'omit',
    onUnauthorized: () => {
      if (token) void clearToken('expired');
    },
  });
}

/**
 * Asks for permission to contact a server. Must run first in a click handler: the
 * browser only shows the prompt during a user gesture. Already granted origins resolve
 * true at once; this computer's, which the manifest lists on every port, without asking
 * (Firefox would prompt again for a port the pattern did not name).
 */
export function requestServerAccess(origin: string): Promise<boolean> {
  if (isLoopbackOrigin(origin)) return Promise.resolve(true);
  return browser.permissions.request({ origins: [hostPatternOf(origin)] }).catch(() => false);
}
