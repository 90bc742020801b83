import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { appConfigQueryKey, DEFAULT_APP_CONFIG } from '../app-config/use-app-config';
import { ViewerProvider } from '../session/viewer-context';
import { FrameDrawer } from './FrameDrawer';

afterEach(cleanup);

const session = { user: { id: 'u1', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' }, session: {} };

function renderDrawer(frames: Record<string, string>) {
  const config = { ...DEFAULT_APP_CONFIG, frames, supportEmail: 'help@example.test' };
  const view = renderWithApp(
    <ViewerProvider session={session as never}>
      <FrameDrawer open onClose={vi.fn()} mode="faq" />
    </ViewerProvider>,
    {
      fetch: async (url) =>
        new Response(JSON.stringify({ isSuccess: true, data: String(url).includes('/api/config') ? config : null })),
    },
  );
  view.queryClient.setQueryData(appConfigQueryKey, config);
  return view;
}

describe('FrameDrawer', () => {
  it("frames the configured page with the user's details, loading until it has loaded", async () => {
    // about:blank: happy-dom would otherwise try to fetch the framed page.
    renderDrawer({ faq: 'about:blank' });
    const frame = (await screen.findByTitle('FAQs page')) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.protocol).toBe('about:');
    expect(src.searchParams.get('first_name')).toBe('Ada');
    expect(src.searchParams.get('email')).toBe('ada@example.test');
    expect(screen.getByRole('status').textContent).toContain('Loading the page');
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(frame.src);
  });

  it('shows a designed fallback, not a blank frame, when no page is configured', async () => {
    renderDrawer({});
    expect(await screen.findByText('FAQs is not available yet')).toBeTruthy();
    expect(screen.queryByTitle('FAQs page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Write to support' }).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
  });
});
