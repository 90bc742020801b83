/** The host's meeting page (spec 2 §2 routes). */
export const meetingPath = (postId: string) => `/meet/${encodeURIComponent(postId)}?host=true`;

/** Opens the meeting page in a new window; false when the browser blocked it. */
export function openMeetingWindow(url: string): boolean {
  return Boolean(window.open(url, '_blank'));
}
