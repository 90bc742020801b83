/** Notifications (issue 14). */
export const notificationsMessages = {
  notFound: 'This notification does not exist.',
} as const;
