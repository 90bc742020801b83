import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { sessionQueryKey } from './features/session/session-api';
import { type ApiClient, createApiClient } from './lib/api-client';
import { ApiClientProvider } from './lib/api-context';
import { afterFirstAnswersPaint } from './lib/first-answers';
import { createQueryClient } from './lib/query-client';
import { AppRoutes, preloadScreen } from './router';
import { Toaster } from './ui/Toaster';

/** Builds the web app's clients once: cookie-authenticated API on this origin. */
function createWebClients() {
  const queryClient = createQueryClient();
  const api = createApiClient({
    baseUrl: '',
    credentials: 'include',
    // An expired session anywhere signs the user out; the guard then shows /login.
    onUnauthorized: () => queryClient.setQueryData(sessionQueryKey, null),
    beforeGet: afterFirstAnswersPaint,
  });
  preloadScreen(window.location.pathname);
  return { queryClient, api };
}

/**
 * What every screen renders inside, around the router: the browser's app and the build's
 * prerender (prerender.tsx) share it, so a prerendered page hydrates into the same tree.
 */
export function AppFrame({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        {children}
        <Toaster />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [{ queryClient, api }] = useState(createWebClients);
  return (
    <AppFrame queryClient={queryClient} api={api}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
