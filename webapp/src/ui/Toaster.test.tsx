import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { DEFAULT_TOAST_MS, MAX_VISIBLE_TOASTS, toast, useToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a success toast as a status and removes it after the default time', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Your password has been updated!');
    });
    expect(screen.getByRole('status').textContent).toContain('Your password has been updated!');
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a toast for its own duration (profile link: 5000 ms)', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Profile link copied to clipboard!', { durationMs: 5000 });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Profile link copied to clipboard!')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile link copied to clipboard!')).toBeNull();
  });

  it('announces errors as alerts and can be dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Please try again later');
    });
    expect(screen.getByRole('alert').textContent).toContain('Please try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses while hovered', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Hold on');
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS * 3);
    });
    expect(screen.queryByText('Hold on')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS);
    });
    expect(screen.queryByText('Hold on')).toBeNull();
  });

  it('replaces a repeated message and caps how many are shown', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Copied');
      toast.info('Copied');
    });
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    act(() => {
      for (let index = 0; index < 5; index++) toast.info(`Message ${index}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(screen.queryByText('Message 4')).not.toBeNull();
    expect(screen.queryByText('Message 0')).toBeNull();
  });
});
