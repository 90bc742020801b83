import type { AssistantRecord } from '@shared/api/assistant';
import { assistantCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { routeFetch, testSession } from '../profile/test-viewer';
import { ViewerProvider } from '../session/viewer-context';
import { useAssistantStore } from './assistant-store';
import { AssistantShareCard } from './AssistantShareCard';

afterEach(cleanup);
beforeEach(() => useAssistantStore.setState({ overlay: null }));

const base: AssistantRecord = {
  assistantId: 'meg',
  userId: 'me',
  name: 'Meg',
  purpose: '',
  enabled: false,
  subscribed: true,
  setup: true,
  trained: true,
  status: 'active',
  testUserId: null,
  pairingId: 'p-meg',
  testPairingId: null,
  away: false,
};

function renderCard(assistant: AssistantRecord) {
  const calls: unknown[] = [];
  const fetch = routeFetch({
    'GET /api/user/id': () => ({ body: { userId: 'me', firstName: 'Ada', lastName: 'Lovelace' } }),
    'GET /api/assistant/user/me': () => ({ body: assistant }),
    'PATCH /api/assistant/enable': ({ body }) => {
      calls.push(body);
      return { body: (body as { enabled: boolean }).enabled };
    },
    'PATCH /api/assistant/user/away': ({ body }) => {
      calls.push(body);
      return { body: { ...assistant, away: (body as { away: boolean }).away } };
    },
  });
  renderWithApp(
    <ViewerProvider session={testSession}>
      <AssistantShareCard assistant={assistant} />
    </ViewerProvider>,
    { fetch },
  );
  return { calls };
}

const enableSwitch = () => screen.getByRole('switch', { name: assistantCopy.enableSwitch });

describe('AssistantShareCard enable rules (spec 2 §4, §6)', () => {
  it('not subscribed: Subscribe tile, no Test Mode, and switching on opens the subscribe dialog without a call', () => {
    const { calls } = renderCard({ ...base, subscribed: false });
    expect(screen.getByRole('button', { name: assistantCopy.tiles.subscribe })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Test Mode/ })).toBeNull();
    fireEvent.click(enableSwitch());
    expect(useAssistantStore.getState().overlay).toBe('enableDialog');
    expect(calls).toEqual([]);
  });

  it('subscribed, setup not done: enables, then the not-fully-trained dialog', async () => {
    const { calls } = renderCard({ ...base, setup: false });
    expect(screen.getByRole('button', { name: assistantCopy.tiles.subscribed })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Test Mode/ })).toBeTruthy();
    fireEvent.click(enableSwitch());
    await waitFor(() => expect(useAssistantStore.getState().overlay).toBe('notTrainedDialog'));
    expect(calls).toEqual([{ assistantId: 'meg', modifiedBy: 'me', enabled: true }]);
  });

  it('set up, never trained: switching on opens the not-fully-trained dialog', async () => {
    const { calls } = renderCard({ ...base, trained: false });
    fireEvent.click(enableSwitch());
    await waitFor(() => expect(useAssistantStore.getState().overlay).toBe('notTrainedDialog'));
    expect(calls).toEqual([{ assistantId: 'meg', modifiedBy: 'me', enabled: true }]);
  });

  it('subscribed and set up: enables with no dialog; switching off calls directly', async () => {
    const { calls } = renderCard(base);
    fireEvent.click(enableSwitch());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(useAssistantStore.getState().overlay).toBeNull();
    cleanup();
    const off = renderCard({ ...base, enabled: true, subscribed: false });
    fireEvent.click(enableSwitch());
    await waitFor(() => expect(off.calls).toEqual([{ assistantId: 'meg', modifiedBy: 'me', enabled: false }]));
    expect(useAssistantStore.getState().overlay).toBeNull();
  });

  it('offers the away switch once Meg is on, and says so to the server', async () => {
    renderCard(base);
    expect(screen.queryByRole('switch', { name: assistantCopy.awaySwitch })).toBeNull();
    cleanup();
    const { calls } = renderCard({ ...base, enabled: true });
    fireEvent.click(screen.getByRole('switch', { name: assistantCopy.awaySwitch }));
    await waitFor(() => expect(calls).toEqual([{ userId: 'me', away: true }]));
  });

  it('Train opens the train drawer once set up, the setup drawer before, the subscribe prompt unsubscribed', () => {
    renderCard(base);
    fireEvent.click(screen.getByRole('button', { name: assistantCopy.tiles.train }));
    expect(useAssistantStore.getState().overlay).toBe('train');
    cleanup();
    renderCard({ ...base, setup: false });
    fireEvent.click(screen.getByRole('button', { name: assistantCopy.tiles.train }));
    expect(useAssistantStore.getState().overlay).toBe('setup');
    cleanup();
    renderCard({ ...base, subscribed: false });
    fireEvent.click(screen.getByRole('button', { name: assistantCopy.tiles.train }));
    expect(useAssistantStore.getState().overlay).toBe('trainWithSubscribe');
    fireEvent.click(screen.getByRole('button', { name: assistantCopy.tiles.setup }));
    expect(useAssistantStore.getState().overlay).toBe('setup');
  });
});
