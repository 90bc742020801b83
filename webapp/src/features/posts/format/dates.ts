import dayjs from 'dayjs';

/** Spec 3 §9: 'ddd, MMM DD, h:mm A', e.g. "Mon, Nov 23, 4:05 PM" (cards, comments). */
export function formatPostDate(iso: string): string {
  return dayjs(iso).format('ddd, MMM DD, h:mm A');
}

/** Spec 3 §9: 'MM/DD/YYYY, h:mm A', e.g. "11/23/2026, 4:05 PM" (threads, drawers, full dates). */
export function formatFullDate(iso: string): string {
  return dayjs(iso).format('MM/DD/YYYY, h:mm A');
}
