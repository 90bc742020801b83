/**
 * Calendar links as a schedule post shares them (spec 2 §5): https:// added when the link has
 * no scheme, and for known scheduling hosts the user's e-mail appended as a query value, so
 * the booking page opens with it filled in. Zod-free, shared by the web app and the server.
 */
import { normalizeLink } from './links';
import { messages } from './messages';

/** The two links of a profile the meeting or scheduler link dialog edits (spec 1 §5). */
export type SchedulingLinkKind = 'meeting' | 'schedule';
export const SCHEDULING_LINK_FIELD = { meeting: 'meetingLink', schedule: 'calendarLink' } as const;

/** The dialog's rule: a valid URL, else 'Add your meeting link, or click cancel.' (or scheduler). */
export function schedulingLinkError(kind: SchedulingLinkKind, value: string): string | null {
  if (normalizeLink(value, 'https')) return null;
  return kind === 'meeting' ? messages.profile.meetingLinkRequired : messages.profile.schedulerLinkRequired;
}

/** Booking pages that read `email=` to prefill their form. */
export const EMAIL_PREFILL_HOSTS: readonly string[] = ['calendly.com', 'cal.com', 'savvycal.com'];

const hasScheme = (link: string) => /^https?:\/\//i.test(link);

export function calendarLinkFor(link: string, email: string): string {
  const trimmed = link.trim();
  const withScheme = hasScheme(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const host = url.hostname.toLowerCase();
    const isPrefillHost = EMAIL_PREFILL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
    if (email && isPrefillHost && !url.searchParams.has('email')) url.searchParams.set('email', email);
    return url.toString();
  } catch {
    return withScheme;
  }
}
