import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import type { Session } from '../session/session-api';
import { ViewerProvider } from '../session/viewer-context';

/** A test's fake server: answers per "METHOD /path" (query left out); anything else is a 404. */
type Answer = { status?: number; body: unknown };
export type Routes = Record<string, (request: { url: URL; body: unknown }) => Answer | Promise<Answer>>;

export const testSession: Session = {
  user: { id: 'me', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', profileAlias: 'ada' },
  session: {},
};

export function routeFetch(routes: Routes) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (!handler) return new Response(JSON.stringify({ isSuccess: false, message: 'Not found.' }), { status: 404 });
    const answer = await handler({ url, body });
    const status = answer.status ?? 200;
    const envelope =
      status < 400 ? { isSuccess: true, data: answer.body } : { isSuccess: false, ...(answer.body as object) };
    return new Response(JSON.stringify(envelope), { status });
  });
}

/** A promise a test settles when it wants: holds an answer back while the UI is checked. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Renders UI for the signed-in test user with the app's providers and a routed fetch. */
export function renderAsViewer(ui: ReactNode, routes: Routes, options: { path?: string } = {}) {
  const fetch = routeFetch(routes);
  const view = renderWithApp(<ViewerProvider session={testSession}>{ui}</ViewerProvider>, {
    fetch: fetch as unknown as typeof globalThis.fetch,
    path: options.path,
  });
  return { ...view, fetch };
}
