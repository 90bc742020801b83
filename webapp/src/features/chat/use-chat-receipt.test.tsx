import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../profile/test-viewer';
import { fakeRealtime, renderChat } from './test-chat';
import { useChatReceipt, useLiveChatReceipt } from './use-chat-receipt';
import { useChatSettings } from './use-chat-settings';

afterEach(cleanup);

function SeenMarker() {
  useLiveChatReceipt('pr1');
  const receipt = useChatReceipt('pr1');
  const settings = useChatSettings();
  return (
    <p>
      Seen {receipt.data?.postId ?? 'nothing'}, receipts {settings.data?.readReceipts ? 'on' : 'off'}
    </p>
  );
}

describe('a chat.read event while the receipt is being fetched', () => {
  it('marks the message the event names, not the one the older answer named', async () => {
    const realtime = fakeRealtime();
    const receiptAnswer = deferred<{ body: unknown }>();
    renderChat(
      <SeenMarker />,
      {
        'GET /api/chat/settings': () => ({ body: { readReceipts: true } }),
        'GET /api/chat/read': () => receiptAnswer.promise,
      },
      realtime.client,
    );
    await screen.findByText('Seen nothing, receipts on');
    act(() =>
      realtime.emit('pair:pr1', 'chat.read', {
        pairingId: 'pr1',
        userId: 'grace',
        postId: 'm2',
        readAt: '2026-11-23T10:02:00.000Z',
      }),
    );
    await act(async () => receiptAnswer.resolve({ body: { postId: 'm1', readAt: '2026-11-23T10:00:00.000Z' } }));
    expect(await screen.findByText('Seen m2, receipts on')).toBeTruthy();
  });
});
