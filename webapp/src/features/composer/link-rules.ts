/** A web address with or without its scheme (spec 2 §5: 'Please enter a valid URL.' otherwise). */
const URL_PATTERN =
  /^(https?:\/\/)?(localhost|([\p{L}\p{N}][\p{L}\p{N}-]*\.)+\p{L}{2,}|\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?([/?#]\S*)?$/iu;

export const isValidLink = (link: string) => URL_PATTERN.test(link.trim());

/** Links without a scheme get http:// (spec 2 §5). */
export function withHttp(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Scheduling hosts that read the visitor's e-mail from the query (spec 2 §5). */
const EMAIL_PREFILL_HOSTS = ['calendly.com'];

/**
 * A calendar link as the schedule post shares it: https:// added when it has no scheme,
 * and for known scheduling hosts the user's e-mail appended as a query value (spec 2 §5).
 */
export function calendarLinkFor(link: string, email: string): string {
  const trimmed = link.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const host = url.hostname.toLowerCase();
    if (
      email &&
      EMAIL_PREFILL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) &&
      !url.searchParams.has('email')
    )
      url.searchParams.set('email', email);
    return url.toString();
  } catch {
    return withScheme;
  }
}
