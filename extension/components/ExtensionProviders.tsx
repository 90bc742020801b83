import { createQueryClient } from '@webapp/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ServerApi } from './ServerApi';

type ExtensionProvidersProps = { serverUrl: string; token: string | null; children: ReactNode };

/**
 * A query cache and API client for one server and token. Render it with
 * `key={token}` so that a new sign-in never sees the previous account's cache.
 */
export function ExtensionProviders({ serverUrl, token, children }: ExtensionProvidersProps) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ServerApi serverUrl={serverUrl} token={token}>
        {children}
      </ServerApi>
    </QueryClientProvider>
  );
}
