import { uiCopy } from '@shared/ui-copy';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAsViewer } from '../profile/test-viewer';
import { JobsSidebar } from './JobsSidebar';

afterEach(cleanup);

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

function jobsServer(unread: { applied: boolean; posted: boolean }) {
  const viewed = vi.fn(({ body }: { body: unknown }) => ({
    body: { phase: (body as { phase: string }).phase, viewedAt: '2026-11-29T09:00:00.000Z' },
  }));
  return {
    viewed,
    routes: {
      'GET /api/jobs/user/unread': () => ({ body: unread }),
      'PATCH /api/jobs/user/viewed': viewed,
      'GET /api/jobs/posted/me': () => ({ body: { results: [], count: 0 } }),
      'GET /api/jobs/applied/me': () => ({ body: { results: [], count: 0 } }),
    },
  };
}

describe('the Applied and Posted tabs', () => {
  it('mark the other tab unread, and clear the tab on screen by marking it viewed', async () => {
    const server = jobsServer({ applied: true, posted: true });
    renderAsViewer(<JobsSidebar />, server.routes, { path: '/jobs/view?phase=POSTED' });
    await waitFor(() => expect(tab(uiCopy.sidebar.applied).textContent).toContain(uiCopy.sidebar.tabUnread));
    expect(tab(uiCopy.sidebar.posted).textContent).not.toContain(uiCopy.sidebar.tabUnread);
    await waitFor(() => expect(server.viewed).toHaveBeenCalledTimes(1));
    expect(server.viewed.mock.calls[0]?.[0].body).toEqual({ phase: 'POSTED' });
  });

  it('show no marker and mark nothing when nothing is new', async () => {
    const server = jobsServer({ applied: false, posted: false });
    const view = renderAsViewer(<JobsSidebar />, server.routes, { path: '/jobs/view?phase=APPLIED' });
    await waitFor(() =>
      expect(view.fetch.mock.calls.some(([url]) => String(url).includes('/api/jobs/user/unread'))).toBe(true),
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(tab(uiCopy.sidebar.applied).textContent).toBe(uiCopy.sidebar.applied);
    expect(tab(uiCopy.sidebar.posted).textContent).toBe(uiCopy.sidebar.posted);
    expect(server.viewed).not.toHaveBeenCalled();
  });
});
