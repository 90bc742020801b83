import { messages } from '@shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './lib/api-client';
import { ApiClientProvider } from './lib/api-context';
import { createQueryClient } from './lib/query-client';
import { AppRoutes, routes } from './router';
import { FakeSocket } from './test/fake-socket';

const sessionUser = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', profileAlias: 'ada' };
const grace = {
  userId: 'u2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: null,
  avatar: null,
  headline: 'Rear admiral',
  bio: null,
  role: 'user',
  aiEnabled: 'false',
  pairingId: 'p1',
  connected: true,
  suggested: false,
  status: 'connected',
  lastActivityAt: '2026-11-23T00:00:00.000Z',
  createdAt: '2026-11-23T00:00:00.000Z',
  unread: false,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Writes the router's location where the test can read it. */
function WhereAmI({ at }: { at: { location?: Location } }) {
  at.location = useLocation();
  return null;
}

function renderAt(path: string, isSignedIn: boolean, relations: unknown[] = []) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/auth/get-session')
      return json(200, isSignedIn ? { user: sessionUser, session: {} } : null);
    if (url.pathname === '/api/user/id') return json(200, { isSuccess: true, data: { ...sessionUser, userId: 'u1' } });
    if (url.pathname === '/api/user/posts')
      return json(200, { isSuccess: true, data: { results: [], count: 0, asOf: '2026-11-23T00:00:00.000Z' } });
    if (url.pathname === '/api/user/connections/recent')
      return json(200, { isSuccess: true, data: { results: relations, count: relations.length } });
    return json(404, { isSuccess: false, message: 'Not found.' });
  });
  const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
  const at: { location?: Location } = {};
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={api}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <WhereAmI at={at} />
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { at, fetch };
}

// Screens are lazy chunks: the first import of each takes a while under vitest's transform.
// The signed-in shell's first render took 4-5 s on two busy cores, and over 10 s once with the
// whole suite beside it: each wait may take 20 s and a test, whose waits add up, 60 s. A wait
// that passes returns as soon as it does (about 0.4 s here on a quiet machine).
configure({ asyncUtilTimeout: 20_000 });

// The signed-in shell pulls the largest screens (shell, home timeline, composer, header search). Their
// first transform happened inside a 10 s wait and ran over it once on a loaded CI machine: transform them
// here, outside the waits, so each wait measures rendering only.
beforeAll(async () => {
  await Promise.all([
    import('./features/session/SignedInOutlet'),
    import('./features/shell/AppShell'),
    import('./routes/HomeRoute'),
    import('./routes/LoginRoute'),
  ]);
}, 120_000);
const LAZY_CHUNKS = { timeout: 60_000 };

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', LAZY_CHUNKS, () => {
  it('sends a signed-out visitor of an app route to /login?next=…', async () => {
    const { at } = renderAt('/group/g1?chat=true', false);
    await screen.findByRole('heading', { name: 'Sign in to Rapport' });
    expect(at.location?.pathname).toBe('/login');
    expect(at.location?.search).toBe(`?next=${encodeURIComponent('/group/g1?chat=true')}`);
  });

  it('shows public routes without a session', async () => {
    renderAt('/cp/grace.hopper', false);
    expect(await screen.findByRole('heading', { name: 'Public profile', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/login?redirectProfile=grace.hopper',
    );
  });

  it('renders the shell with the empty relationships state for a signed-in user, and opens the socket', async () => {
    renderAt('/', true);
    expect(await screen.findByText(messages.relationships.emptyTitle)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Jobs/ }).getAttribute('href')).toBe('/jobs/view?phase=POSTED');
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    expect(FakeSocket.latest().url).toMatch(/^ws:\/\/.*\/api\/ws$/);
  });

  it('switches the sidebar to groups: placeholder and primary button follow the tab', async () => {
    renderAt('/', true);
    fireEvent.click(await screen.findByRole('tab', { name: 'My Groups' }));
    expect(screen.getByPlaceholderText(messages.relationships.groupSearchPlaceholder)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.relationships.createGroup })).toBeTruthy();
  });

  it('shows the Jobs sidebar on job routes and a breadcrumb on later screens', async () => {
    renderAt('/jobs/j1/applicants/g1?phase=APPLIED', true);
    expect(await screen.findByRole('button', { name: messages.relationships.postJob })).toBeTruthy();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toMatch(/^Jobs/);
  });

  it('shows /relationships, the list page, as a screen of its own chunk (not Not Found)', async () => {
    renderAt('/relationships', true, [grace]);
    const heading = await screen.findByRole('heading', { name: 'My Relationships', level: 1 });
    const page = heading.closest('section') as HTMLElement;
    expect(await within(page).findByRole('link', { name: /Grace Hopper/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    const route = routes
      .flatMap(function walk(r): RouteObject[] {
        return [r, ...(r.children ?? []).flatMap(walk)];
      })
      .find((r) => r.path === '/relationships');
    expect(typeof (route?.handle as { preload?: unknown } | undefined)?.preload).toBe('function');
  });

  it('answers unknown paths with the 404 screen', async () => {
    renderAt('/no/such/page', false);
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
  });
});
