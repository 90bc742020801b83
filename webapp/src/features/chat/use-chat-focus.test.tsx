import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatBox } from './ChatBox';
import { bookClub, fakeRealtime, renderChat, withGrace } from './test-chat';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  setVisibility('visible');
});

describe('the chat focus the server hears', () => {
  it('names the relationship while its chat is on a visible page, and nothing once hidden or left', () => {
    const realtime = fakeRealtime();
    const view = renderChat(<ChatBox target={withGrace} />, {}, realtime.client);
    expect(realtime.focused).toEqual(['pair:pr1']);
    act(() => setVisibility('hidden'));
    expect(realtime.focused).toEqual(['pair:pr1', null]);
    act(() => setVisibility('visible'));
    expect(realtime.focused).toEqual(['pair:pr1', null, 'pair:pr1']);
    view.unmount();
    expect(realtime.focused).toEqual(['pair:pr1', null, 'pair:pr1', null]);
  });

  it('says nothing for a group chat (groups raise no push)', () => {
    const realtime = fakeRealtime();
    renderChat(<ChatBox target={bookClub} />, {}, realtime.client);
    expect(realtime.focused).toEqual([]);
  });
});
