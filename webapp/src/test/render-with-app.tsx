import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { ApiClientProvider } from '../lib/api-context';
import { createQueryClient } from '../lib/query-client';

/** Renders UI with the app's providers and a fetch the test controls. */
export function renderWithApp(ui: ReactNode, options: { fetch?: typeof fetch; path?: string } = {}) {
  const fetch = vi.fn(options.fetch ?? (async () => new Response('null', { status: 200 })));
  // A failure is shown at once: the client's retries are the api-client test's business.
  const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, retryDelaysMs: [] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, fetch, queryClient, api };
}
