// PLACEHOLDER (owned by the views helper; replaced in this session).
/** Opens a post's thread: the threadPostId query on wide screens, the post page on small ones. */
export function useOpenThread(): (postId: string) => void {
  return () => undefined;
}
