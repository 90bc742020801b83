import { composerCopy } from '@shared/ui-copy';
import { screen, within } from '@testing-library/react';
import type { vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { makePost } from '../posts/cards/test-posts';
import { LocationProbe } from '../posts/views/test-location';
import { renderAsViewer, type Routes } from '../profile/test-viewer';
import type { ComposerAudience } from './composer-types';
import { ShareCard } from './ShareCard';
import { ShareDrawer } from './ShareDrawer';
import { useComposer } from './use-composer';

/** Test helpers of the share drawer: a fake server per route, the card and drawer mounted, lookups. */
export const toasts = () => useToastStore.getState().toasts.map((item) => item.message);
export const grace = {
  userId: 'u1',
  firstName: 'Grace',
  lastName: 'Hopper',
  avatar: null,
  headline: null,
  status: 'connected',
};
export const alan = {
  userId: 'u2',
  firstName: 'Alan',
  lastName: 'Turing',
  avatar: null,
  headline: null,
  status: 'connected',
};

/** The viewer's profile (calendar link), their groups and relationships, search and posting. */
export function baseRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /api/user/id': () => ({ body: { userId: 'me', firstName: 'Ada', calendarLink: null } }),
    'GET /api/search/groups': () => ({
      body: { results: [{ groupId: 'g1', name: 'Deal room', memberCount: 3 }], count: 1 },
    }),
    'GET /api/search/users': () => ({ body: { results: [grace, alan], count: 2 } }),
    'GET /api/group/users': () => ({ body: { results: [], count: 0 } }),
    'POST /api/post': ({ body }) => ({
      body: makePost({ postId: 'server-id', content: (body as { content: string }).content }),
    }),
    ...overrides,
  };
}

export function renderComposer(routes: Routes = baseRoutes(), audience?: ComposerAudience) {
  return renderAsViewer(
    <>
      <ShareCard audience={audience} />
      <ShareDrawer />
      <LocationProbe />
    </>,
    routes,
    { path: '/somewhere' },
  );
}

export const drawer = () => screen.getByRole('dialog');
export const location = () => screen.getByTestId('location').textContent;
export const tile = (name: string) =>
  within(screen.getByRole('region', { name: composerCopy.tiles.label })).getByRole('button', { name });
export const postCalls = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url).includes(path) && (init as RequestInit | undefined)?.method === 'POST',
  );
/** The RequestInit a fetch call was made with. */
export const initOf = (call: unknown[] | undefined) => (call?.[1] ?? {}) as RequestInit;
export const bodyOf = (call: unknown[] | undefined) => JSON.parse(String(initOf(call).body));

/** Stands in for a post card's Edit menu item. */
export function EditButton() {
  const { openEdit } = useComposer();
  return (
    <button type="button" onClick={() => openEdit(makePost({ postId: 'p1', content: 'old', title: 'Old title' }))}>
      edit
    </button>
  );
}
