/** The zone this browser reports ('Europe/Paris'), sent with the preferences for the summary's hour. */
export function browserTimeZone(): { timeZone?: string } {
  try {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return timeZone ? { timeZone } : {};
  } catch {
    return {};
  }
}

const REPORTED_KEY = 'rapport.reportedTimeZone';

/**
 * Keeps the user's time zone with their preferences (the daily summary goes at 7:00 their
 * time): once per browser session, after the page settled, and again only if it changed.
 */
export function reportTimeZone(save: (timeZone: string) => Promise<unknown>): () => void {
  const { timeZone } = browserTimeZone();
  if (!timeZone) return () => {};
  let reported: string | null = null;
  try {
    reported = sessionStorage.getItem(REPORTED_KEY);
  } catch {}
  if (reported === timeZone) return () => {};
  const timer = setTimeout(() => {
    void save(timeZone)
      .then(() => sessionStorage.setItem(REPORTED_KEY, timeZone))
      .catch(() => {});
  }, 3000);
  return () => clearTimeout(timer);
}
