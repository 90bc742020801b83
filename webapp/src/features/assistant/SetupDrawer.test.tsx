import type { AssistantRecord } from '@shared/api/assistant';
import { assistantCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { type Routes, routeFetch, testSession } from '../profile/test-viewer';
import { ViewerProvider } from '../session/viewer-context';
import { SetupDrawer } from './SetupDrawer';

afterEach(cleanup);
const copy = assistantCopy.setup;

const assistant: AssistantRecord = {
  assistantId: 'meg',
  userId: 'me',
  name: 'Meg',
  purpose: '',
  enabled: false,
  subscribed: true,
  setup: false,
  trained: false,
  status: 'active',
  testUserId: null,
  pairingId: 'p-meg',
  testPairingId: null,
  away: false,
};

function renderSetup(extra: Routes = {}) {
  const patches: unknown[] = [];
  const fetch = routeFetch({
    'GET /api/user/id': () => ({ body: { userId: 'me', firstName: 'Ada', lastName: 'Lovelace' } }),
    'GET /api/assistant/user/me': () => ({ body: assistant }),
    'GET /api/assistant/user/me/setup': () => ({
      body: { role: [], tone: [], style: [], userGender: null, userValues: [], completed: false },
    }),
    'PATCH /api/assistant/user/setup': ({ body }) => {
      patches.push(body);
      return { body: { completed: Boolean((body as { completed?: boolean }).completed) } };
    },
    ...extra,
  });
  const onClose = vi.fn();
  renderWithApp(
    <ViewerProvider session={testSession}>
      <SetupDrawer open onClose={onClose} />
    </ViewerProvider>,
    { fetch },
  );
  return { patches, onClose };
}

const next = () => screen.getByRole('button', { name: /^(NEXT|DONE)$/ });
const chip = (name: string) => screen.getByRole('button', { name });

describe('SetupDrawer (spec 2 §4, §5)', () => {
  it('walks the five steps in order; Next waits for a choice and saves only that step', async () => {
    const { patches } = renderSetup();
    await screen.findByText(copy.questions.role);
    expect(next().hasAttribute('disabled')).toBe(true);
    fireEvent.click(chip('HR'));
    fireEvent.click(chip('sales'));
    expect(chip('HR').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(next());
    await screen.findByText(copy.questions.tone);
    expect(patches).toEqual([{ userId: 'me', role: ['HR', 'sales'] }]);
    fireEvent.click(chip('Friendly'));
    fireEvent.click(next());
    await screen.findByText(copy.questions.style);
    fireEvent.click(chip('Be concise and to the point'));
    fireEvent.click(next());
    await screen.findByText(copy.questions.userGender);
    // Single choice: a second chip replaces the first.
    fireEvent.click(chip('Male'));
    fireEvent.click(chip('Female'));
    expect(chip('Male').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(next());
    await screen.findByText(copy.questions.userValues);
    expect(next().textContent).toBe(copy.done);
    fireEvent.click(chip('Honesty'));
    fireEvent.click(next());
    await screen.findByText(copy.thanksTitle);
    expect(patches.at(-1)).toEqual({ userId: 'me', userValues: ['Honesty'], completed: true });
    expect(patches[3]).toEqual({ userId: 'me', userGender: 'Female' });
    expect(screen.getByRole('button', { name: copy.train })).toBeTruthy();
  });

  it('PREVIOUS goes back with the answer kept', async () => {
    renderSetup();
    await screen.findByText(copy.questions.role);
    expect(screen.getByRole('button', { name: copy.previous }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(chip('investor'));
    fireEvent.click(next());
    await screen.findByText(copy.questions.tone);
    fireEvent.click(screen.getByRole('button', { name: copy.previous }));
    await screen.findByText(copy.questions.role);
    expect(chip('investor').getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before closing unfinished: CONTINUE SETUP stays, DISCARD CHANGES closes unsaved', async () => {
    const { patches, onClose } = renderSetup();
    await screen.findByText(copy.questions.role);
    fireEvent.click(chip('student'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(assistantCopy.leaveDialog.title);
    fireEvent.click(screen.getByRole('button', { name: assistantCopy.leaveDialog.continue }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: assistantCopy.leaveDialog.discard }));
    expect(onClose).toHaveBeenCalled();
    expect(patches).toEqual([]);
  });

  it('SAVE CHANGES in the leave dialog saves the step, then closes', async () => {
    const { patches, onClose } = renderSetup();
    await screen.findByText(copy.questions.role);
    fireEvent.click(chip('retired'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: assistantCopy.leaveDialog.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches).toEqual([{ userId: 'me', role: ['retired'] }]);
  });

  it('offers SUBSCRIBE on the thank-you screen when not subscribed', async () => {
    renderSetup({
      'GET /api/assistant/user/me': () => ({ body: { ...assistant, subscribed: false } }),
      'GET /api/assistant/user/me/setup': () => ({
        body: {
          role: ['HR'],
          tone: ['Casual'],
          style: ['Be concise and to the point'],
          userGender: 'Male',
          userValues: [],
        },
      }),
    });
    await screen.findByText(copy.questions.role);
    expect(chip('HR').getAttribute('aria-pressed')).toBe('true');
    for (let step = 0; step < 4; step += 1) {
      await waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
      fireEvent.click(next());
    }
    await screen.findByText(copy.questions.userValues);
    fireEvent.click(chip('Balance'));
    fireEvent.click(next());
    expect(await screen.findByRole('button', { name: copy.subscribe })).toBeTruthy();
  });
});
