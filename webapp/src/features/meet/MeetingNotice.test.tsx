import { MEETING_MAX_PEERS } from '@shared/api/meet';
import { messages } from '@shared/messages';
import { meetCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingNotice } from './MeetingNotice';

afterEach(cleanup);

describe('the meeting notice', () => {
  it('says a full meeting is full once, with the reason, and offers to try again', () => {
    const actions = { retry: vi.fn(), joinWithout: vi.fn(), rejoin: vi.fn(), goHome: vi.fn() };
    // The server's 409 carries its own sentence; the page says it in its own words, once.
    const { container } = render(
      <MeetingNotice
        phase={{ name: 'error', failure: 'full', message: messages.meet.full(MEETING_MAX_PEERS) }}
        actions={actions}
      />,
    );
    const text = container.textContent ?? '';
    expect(text.match(/full/gi)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: meetCopy.full.title })).toBeTruthy();
    expect(screen.getByText(meetCopy.full.text(MEETING_MAX_PEERS))).toBeTruthy();
    expect(text).toContain(`up to ${MEETING_MAX_PEERS} people`);
    fireEvent.click(screen.getByRole('button', { name: meetCopy.tryAgain }));
    expect(actions.retry).toHaveBeenCalledOnce();
  });
});
