import { meetCopy, uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { CalendarPlus, Users } from 'lucide-react';
import { productName } from '../../config';
import { Logo } from '../../ui/Logo';

type Props = {
  title: string;
  /** Everyone in the meeting, us included; null until we are in. */
  participants: number | null;
  /** The meeting's .ics; null until known. */
  calendarUrl: string | null;
  onLogo: () => void;
};

/**
 * One row at every width, laid out from the first frame: the calendar link keeps its place
 * (hidden) until its address is known and the count sits left of it, so joining moves nothing
 * (issue 18: the row used to wrap at a phone's width as they arrived, CLS 0.26). On a phone
 * both shrink to their icons, keeping their names for assistive technology.
 */
export function MeetingHeader({ title, participants, calendarUrl, onLogo }: Props) {
  const calendarBody = (
    <>
      <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only sm:not-sr-only">{meetCopy.addToCalendar}</span>
    </>
  );
  const calendarClass =
    'inline-flex shrink-0 items-center gap-1.5 rounded-lg p-2 text-sm text-slate-100 sm:px-2 sm:py-1';
  return (
    <div className="flex h-14 shrink-0 items-center gap-3 px-4">
      <button
        type="button"
        aria-label={`${productName}, ${uiCopy.nav.home}`}
        onClick={onLogo}
        className="shrink-0 rounded-lg bg-white/95 px-2 py-1"
      >
        <Logo />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{title}</h1>
      {participants === null ? null : (
        <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-slate-300">
          <Users aria-hidden="true" className="size-4 sm:hidden" />
          <span aria-hidden="true" className="sm:hidden">
            {participants}
          </span>
          <span className="sr-only sm:not-sr-only">{meetCopy.participants(participants)}</span>
        </span>
      )}
      {calendarUrl ? (
        <a
          href={calendarUrl}
          download="meeting.ics"
          title={meetCopy.addToCalendar}
          className={clsx(calendarClass, 'hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white')}
        >
          {calendarBody}
        </a>
      ) : (
        <span aria-hidden="true" className={clsx(calendarClass, 'invisible')}>
          {calendarBody}
        </span>
      )}
    </div>
  );
}
