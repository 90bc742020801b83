import { profileCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { deferred, renderAsViewer } from '../profile/test-viewer';
import { NotificationPreferencesDrawer } from './NotificationPreferencesDrawer';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const copy = profileCopy.preferences;
const stored = {
  emailNotification: true,
  summaryEmailNotification: false,
  pushNotification: true,
  emailWithoutContent: false,
  timeZone: null,
};
const radioNamed = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const switchNamed = (name: string) => screen.getByRole('switch', { name });
const isOn = (name: string) => switchNamed(name).getAttribute('aria-checked') === 'true';
const isDisabled = (name: string) => switchNamed(name).hasAttribute('data-disabled');
const drawer = <NotificationPreferencesDrawer open onClose={() => {}} />;

describe('NotificationPreferencesDrawer', () => {
  it('shows the e-mail choice and the two switches as stored', async () => {
    renderAsViewer(drawer, { 'GET /api/user/notification/preferences': () => ({ body: stored }) });
    await waitFor(() => expect(switchNamed(copy.emailWithoutContent)).toBeTruthy());
    expect(radioNamed(copy.emailModes.event.label).checked).toBe(true);
    expect(radioNamed(copy.emailModes.daily.label).checked).toBe(false);
    expect(isOn(copy.emailWithoutContent)).toBe(false);
    expect(isOn(copy.pushNotification)).toBe(true);
  });

  it('a daily summary saves both spec switches: per event off, summary on', async () => {
    const { fetch } = renderAsViewer(drawer, {
      'GET /api/user/notification/preferences': () => ({ body: stored }),
      'PATCH /api/user/notification/preferences': () => ({
        body: { ...stored, emailNotification: false, summaryEmailNotification: true },
      }),
    });
    await waitFor(() => expect(radioNamed(copy.emailModes.daily.label)).toBeTruthy());
    fireEvent.click(radioNamed(copy.emailModes.daily.label));
    await waitFor(() => expect(radioNamed(copy.emailModes.daily.label).checked).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      userId: 'me',
      emailNotification: false,
      summaryEmailNotification: true,
      // The summary goes at 7:00 in this zone: every save carries what the browser reports.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('flips at once, is disabled while saving, then keeps the saved value', async () => {
    const gate = deferred();
    const { fetch } = renderAsViewer(drawer, {
      'GET /api/user/notification/preferences': () => ({ body: stored }),
      'PATCH /api/user/notification/preferences': async () => {
        await gate.promise;
        return { body: { ...stored, emailWithoutContent: true } };
      },
    });
    await waitFor(() => expect(switchNamed(copy.emailWithoutContent)).toBeTruthy());
    fireEvent.click(switchNamed(copy.emailWithoutContent));
    await waitFor(() => expect(isOn(copy.emailWithoutContent)).toBe(true));
    expect(isDisabled(copy.emailWithoutContent)).toBe(true);
    gate.resolve();
    await waitFor(() => expect(isDisabled(copy.emailWithoutContent)).toBe(false));
    expect(isOn(copy.emailWithoutContent)).toBe(true);
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      userId: 'me',
      modifiedBy: 'me',
      emailWithoutContent: true,
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
    await waitFor(() => expect(switchNamed(copy.pushNotification)).toBeTruthy());
    fireEvent.click(switchNamed(copy.pushNotification));
    await waitFor(() => expect(isOn(copy.pushNotification)).toBe(false));
    gate.resolve();
    await waitFor(() => expect(isOn(copy.pushNotification)).toBe(true));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([copy.saveFailed]);
    expect(isOn(copy.emailWithoutContent)).toBe(false);
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    renderAsViewer(drawer, {
      'GET /api/user/notification/preferences': () => ({ status: 403, body: { message: 'Nope.' } }),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nope.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
