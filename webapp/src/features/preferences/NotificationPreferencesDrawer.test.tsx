import { profileCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { deferred, renderAsViewer } from '../profile/test-viewer';
import { NotificationPreferencesDrawer } from './NotificationPreferencesDrawer';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const copy = profileCopy.preferences;
const stored = { emailNotification: true, summaryEmailNotification: false, pushNotification: true };
const switchNamed = (name: string) => screen.getByRole('switch', { name });
const isOn = (name: string) => switchNamed(name).getAttribute('aria-checked') === 'true';
const isDisabled = (name: string) => switchNamed(name).hasAttribute('data-disabled');
const drawer = <NotificationPreferencesDrawer open onClose={() => {}} />;

describe('NotificationPreferencesDrawer', () => {
  it('shows the three stored preferences as switches', async () => {
    renderAsViewer(drawer, { 'GET /api/user/notification/preferences': () => ({ body: stored }) });
    await waitFor(() => expect(switchNamed(copy.emailNotification)).toBeTruthy());
    expect(isOn(copy.emailNotification)).toBe(true);
    expect(isOn(copy.summaryEmailNotification)).toBe(false);
    expect(isOn(copy.pushNotification)).toBe(true);
  });

  it('flips at once, is disabled while saving, then keeps the saved value', async () => {
    const gate = deferred();
    const { fetch } = renderAsViewer(drawer, {
      'GET /api/user/notification/preferences': () => ({ body: stored }),
      'PATCH /api/user/notification/preferences': async () => {
        await gate.promise;
        return { body: { ...stored, summaryEmailNotification: true } };
      },
    });
    await waitFor(() => expect(switchNamed(copy.summaryEmailNotification)).toBeTruthy());
    fireEvent.click(switchNamed(copy.summaryEmailNotification));
    await waitFor(() => expect(isOn(copy.summaryEmailNotification)).toBe(true));
    expect(isDisabled(copy.summaryEmailNotification)).toBe(true);
    gate.resolve();
    await waitFor(() => expect(isDisabled(copy.summaryEmailNotification)).toBe(false));
    expect(isOn(copy.summaryEmailNotification)).toBe(true);
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      userId: 'me',
      modifiedBy: 'me',
      summaryEmailNotification: true,
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('rolls back only the failed switch and shows a toast', async () => {
    const gate = deferred();
    renderAsViewer(drawer, {
      'GET /api/user/notification/preferences': () => ({ body: stored }),
      'PATCH /api/user/notification/preferences': async () => {
        await gate.promise;
        return { status: 500, body: { message: 'boom' } };
      },
    });
    await waitFor(() => expect(switchNamed(copy.emailNotification)).toBeTruthy());
    fireEvent.click(switchNamed(copy.emailNotification));
    await waitFor(() => expect(isOn(copy.emailNotification)).toBe(false));
    gate.resolve();
    await waitFor(() => expect(isOn(copy.emailNotification)).toBe(true));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([copy.saveFailed]);
    expect(isOn(copy.pushNotification)).toBe(true);
    expect(isOn(copy.summaryEmailNotification)).toBe(false);
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    renderAsViewer(drawer, {
      'GET /api/user/notification/preferences': () => ({ status: 403, body: { message: 'Nope.' } }),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nope.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
