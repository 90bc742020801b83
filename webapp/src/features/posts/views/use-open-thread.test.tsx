import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { LocationProbe } from './test-location';
import { useOpenThread } from './use-open-thread';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ViewThreadButton() {
  const openThread = useOpenThread();
  return (
    <button type="button" onClick={() => openThread('p1')}>
      View Thread
    </button>
  );
}

function atWidth(isMobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: isMobile, media: query }) as unknown as MediaQueryList,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('useOpenThread', () => {
  it('on wide screens sets threadPostId and keeps the page and its other parameters', () => {
    atWidth(false);
    renderWithApp(
      <>
        <ViewThreadButton />
        <LocationProbe />
      </>,
      { path: '/group/g1?chat=true&commentId=old' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Thread' }));
    expect(location()).toBe('/group/g1?chat=true&threadPostId=p1');
  });

  it('on small screens goes to the post page', () => {
    atWidth(true);
    renderWithApp(
      <>
        <ViewThreadButton />
        <LocationProbe />
      </>,
      { path: '/group/g1?chat=true' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Thread' }));
    expect(location()).toBe('/?postId=p1');
  });
});
