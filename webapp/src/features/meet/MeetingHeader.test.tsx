import { meetCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingControls } from './MeetingControls';
import { MeetingHeader } from './MeetingHeader';

afterEach(cleanup);

describe('the meeting header', () => {
  it('keeps the calendar link’s place while its address is unknown, out of reach of keyboard and screen reader', () => {
    const { container } = render(
      <MeetingHeader title="Your meeting" participants={null} calendarUrl={null} onLogo={() => {}} />,
    );
    expect(screen.queryByRole('link', { name: meetCopy.addToCalendar })).toBeNull();
    const slot = container.querySelector('[aria-hidden="true"].invisible');
    expect(slot?.textContent).toBe(meetCopy.addToCalendar);
    expect(screen.queryByText(meetCopy.participants(1))).toBeNull();
  });

  it('shows the count and the calendar link once in, named in full at every width', () => {
    const onLogo = vi.fn();
    render(<MeetingHeader title="Your meeting" participants={3} calendarUrl="/cal.ics" onLogo={onLogo} />);
    const link = screen.getByRole('link', { name: meetCopy.addToCalendar });
    expect(link.getAttribute('href')).toBe('/cal.ics');
    expect(link.getAttribute('download')).toBe('meeting.ics');
    expect(screen.getByText(meetCopy.participants(3))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your meeting' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Home$/ }));
    expect(onLogo).toHaveBeenCalledOnce();
  });
});

describe('the meeting controls', () => {
  const props = {
    isMuted: false,
    isCameraOff: false,
    isSharing: false,
    hasAudio: true,
    hasVideo: true,
    canShare: true,
    onMute: () => {},
    onCamera: () => {},
    onScreen: () => {},
    onLeave: () => {},
  };

  it('are all there and disabled while connecting, so joining moves nothing', () => {
    render(<MeetingControls {...props} isPending />);
    for (const name of [meetCopy.mute, meetCopy.cameraOff, meetCopy.shareScreen, meetCopy.leave])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('work once in', () => {
    const onLeave = vi.fn();
    render(<MeetingControls {...props} onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: meetCopy.leave }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: meetCopy.mute }) as HTMLButtonElement).disabled).toBe(false);
  });
});
