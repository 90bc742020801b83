import { messages } from '@shared/messages';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatBox } from './ChatBox';
import { TYPING_SEND_INTERVAL_MS, TYPING_SHOW_MS } from './chat-limits';
import { bookClub, fakeRealtime, renderChat, withGrace } from './test-chat';
import { typingLabel } from './typing-label';

const typingIn = (targetKind: 'Pairing' | 'Group', targetId: string, userId: string, isTyping = true) => ({
  userId,
  targetKind,
  targetId,
  isTyping,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('typingLabel', () => {
  it('names one or two people, then counts the others', () => {
    expect(typingLabel(['Grace'])).toBe('Grace is typing…');
    expect(typingLabel(['Grace', 'Alan'])).toBe('Grace and Alan are typing…');
    expect(typingLabel(['Grace', 'Alan', 'Edsger'])).toBe('Grace, Alan and 1 other are typing…');
    expect(typingLabel(['Grace', 'Alan', 'Edsger', 'Barbara'])).toBe('Grace, Alan and 2 others are typing…');
  });
});

describe('typing indicator', () => {
  it('shows the other person typing and expires a few seconds after the last signal', () => {
    vi.useFakeTimers();
    const realtime = fakeRealtime();
    renderChat(<ChatBox target={withGrace} />, {}, realtime.client);
    act(() => realtime.emit('pair:pr1', 'chat.typing', typingIn('Pairing', 'pr1', 'grace')));
    expect(screen.getByText('Grace Hopper is typing…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TYPING_SHOW_MS - 1000));
    act(() => realtime.emit('pair:pr1', 'chat.typing', typingIn('Pairing', 'pr1', 'grace')));
    act(() => vi.advanceTimersByTime(TYPING_SHOW_MS - 1));
    expect(screen.getByText('Grace Hopper is typing…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/is typing/)).toBeNull();
  });

  it('never shows oneself, other targets, or someone who stopped', () => {
    const realtime = fakeRealtime();
    renderChat(<ChatBox target={withGrace} />, {}, realtime.client);
    act(() => realtime.emit('pair:pr1', 'chat.typing', typingIn('Pairing', 'pr1', 'me')));
    act(() => realtime.emit('pair:pr2', 'chat.typing', typingIn('Pairing', 'pr2', 'alan')));
    act(() => realtime.emit('group:pr1', 'chat.typing', typingIn('Group', 'pr1', 'alan')));
    expect(screen.queryByText(/typing/)).toBeNull();
    act(() => realtime.emit('pair:pr1', 'chat.typing', typingIn('Pairing', 'pr1', 'grace')));
    expect(screen.getByText('Grace Hopper is typing…')).toBeTruthy();
    act(() => realtime.emit('pair:pr1', 'chat.typing', typingIn('Pairing', 'pr1', 'grace', false)));
    expect(screen.queryByText(/typing/)).toBeNull();
  });

  it('names group members from their profiles: two, then the others counted', async () => {
    const realtime = fakeRealtime();
    const names: Record<string, string> = { u1: 'Grace', u2: 'Alan', u3: 'Edsger' };
    renderChat(
      <ChatBox target={bookClub} />,
      {
        'GET /api/user/id': ({ url }) => {
          const userId = url.searchParams.get('userId') ?? '';
          return { body: { userId, firstName: names[userId] ?? 'Ada', lastName: '' } };
        },
      },
      realtime.client,
    );
    for (const userId of ['u1', 'u2', 'u3']) {
      act(() => realtime.emit('group:g1', 'chat.typing', typingIn('Group', 'g1', userId)));
    }
    expect(await screen.findByText('Grace, Alan and 1 other are typing…')).toBeTruthy();
  });
});

describe('typing signal', () => {
  it('tells the others at most every 2 s while typing, and stops on blur', async () => {
    const typing = vi.fn(() => ({ body: null }));
    renderChat(<ChatBox target={withGrace} />, { 'POST /api/chat/typing': typing });
    const box = screen.getByRole('textbox', { name: messages.chat.placeholder('Grace Hopper') });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    fireEvent.change(box, { target: { value: 'H' } });
    fireEvent.change(box, { target: { value: 'He' } });
    now.mockReturnValue(1_000_000 + TYPING_SEND_INTERVAL_MS);
    fireEvent.change(box, { target: { value: 'Hey' } });
    fireEvent.blur(box);
    fireEvent.blur(box);
    now.mockRestore();
    await waitFor(() => expect(typing).toHaveBeenCalledTimes(3));
    const bodies = typing.mock.calls.map((call) => (call as unknown as [{ body: unknown }])[0].body);
    expect(bodies).toEqual([
      { targetKind: 'Pairing', targetId: 'pr1', isTyping: true },
      { targetKind: 'Pairing', targetId: 'pr1', isTyping: true },
      { targetKind: 'Pairing', targetId: 'pr1', isTyping: false },
    ]);
  });
});
