// PLACEHOLDER (owned by the views helper; replaced in this session).
/** The full-screen post dialog for ?postId= (or notificationPostId), mounted once by the shell. */
export function NotificationPostDialog() {
  return null;
}
