import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives features the API client of this app (cookie in the web app, bearer in the extension). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider above it');
  return client;
}

/** The API client when one is provided (the brand marks also render outside the app's providers in tests). */
export function useOptionalApiClient(): ApiClient | null {
  return useContext(ApiClientContext);
}
