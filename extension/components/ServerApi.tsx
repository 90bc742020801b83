import { ApiClientProvider } from '@webapp/lib/api-context';
import { type ReactNode, useMemo } from 'react';
import { createExtensionApi } from '../lib/extension-api';

/** Provides the API client of the stored server and token to the web app's hooks. */
export function ServerApi({
  serverUrl,
  token,
  children,
}: {
  serverUrl: string;
  token: string | null;
  children: ReactNode;
}) {
  const api = useMemo(() => createExtensionApi(serverUrl, token), [serverUrl, token]);
  return <ApiClientProvider client={api}>{children}</ApiClientProvider>;
}
