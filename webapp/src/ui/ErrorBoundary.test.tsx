import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiCopy } from '@shared/ui-copy';
import { ErrorBoundary, isChunkLoadError } from './ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

function Missing(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/GroupRoute-abc.js');
}

describe('ErrorBoundary', () => {
  it('shows what happened instead of a blank page, and tries again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(uiCopy.states.screenError);
    expect(screen.getByRole('alert').textContent).toContain(uiCopy.states.screenErrorHint);
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: uiCopy.states.retry }));
    expect(screen.getByText('All good')).toBeTruthy();
  });

  it('starts afresh on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
  });

  it('asks for a reload when a screen’s code did not download', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary size="page">
        <Missing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(uiCopy.states.updatedError);
    expect(screen.getByRole('button', { name: uiCopy.states.reload })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('tells a failed download from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
