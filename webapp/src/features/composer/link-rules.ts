/** A web address with or without its scheme (spec 2 §5: 'Please enter a valid URL.' otherwise). */
const URL_PATTERN =
  /^(https?:\/\/)?(localhost|([\p{L}\p{N}][\p{L}\p{N}-]*\.)+\p{L}{2,}|\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?([/?#]\S*)?$/iu;

export const isValidLink = (link: string) => URL_PATTERN.test(link.trim());

/** Links without a scheme get http:// (spec 2 §5). */
export function withHttp(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** The calendar link rule lives in shared/ (the server and the profile use it too). */
export { calendarLinkFor } from '@shared/scheduling-links';
