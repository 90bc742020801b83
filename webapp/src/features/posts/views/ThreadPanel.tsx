// PLACEHOLDER (owned by the views helper; replaced in this session).
/** The 'Thread' side panel for ?threadPostId=, mounted beside a timeline. */
export function ThreadPanel() {
  return null;
}
