/** Calendar days and hours in a user's time zone, with nothing but Intl. */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `at`: its day ('2026-11-28') and hour (0-23). */
export function wallClock(at: Date, timeZone: string): { day: string; hour: number; offsetMs: number } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const [y, m, d, h, min, s] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(parts[k]));
  const asUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, s ?? 0);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: h ?? 0,
    offsetMs: asUtc - Math.floor(at.getTime() / 1000) * 1000,
  };
}

/** The instant a local day starts in `timeZone` (its midnight; DST-safe to the hour). */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  let at = midnightUtc - wallClock(new Date(midnightUtc), timeZone).offsetMs;
  at = midnightUtc - wallClock(new Date(at), timeZone).offsetMs;
  return new Date(at);
}

/** The calendar day before `day`. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - 24 * 3600 * 1000).toISOString().slice(0, 10);
}
