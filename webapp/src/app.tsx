import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { sessionQueryKey } from './features/session/session-api';
import { createApiClient } from './lib/api-client';
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

export function App() {
  const [{ queryClient, api }] = useState(createWebClients);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
