/** Copy of the Notifications drawer, the header's bell and web push (issue 14). */
export const notificationsCopy = {
  title: 'Notifications',
  intro: 'Unread first. Open one to go to the post, comment or person it is about.',
  listLabel: 'Notifications',
  loading: 'Loading notifications',
  loadError: 'Your notifications could not be loaded.',
  emptyTitle: 'You are all caught up',
  emptyText: 'Comments, replies, likes, new connections and job updates will be listed here.',
  markAllRead: 'Mark all as read',
  markAllReadFailed: 'Your notifications could not be marked as read. Please try again.',
  preferences: 'Notification Preferences',
  viewMore: 'VIEW MORE',
  unread: 'Unread',
  /** What the bell says to screen readers after "Notifications". */
  unreadCount: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
  /** The badge on the bell: at most two digits. */
  badge: (count: number) => (count > 99 ? '99+' : String(count)),
  justNow: 'just now',
  push: {
    unsupported: 'This browser cannot receive push notifications.',
    denied: 'Push notifications are blocked for this site. Allow them in your browser settings.',
    failed: 'Push notifications could not be turned on in this browser. Please try again.',
    promptText: 'Push notifications are on for your account but not in this browser yet.',
    enable: 'Turn on in this browser',
    enabled: 'Push notifications are on in this browser.',
  },
} as const;
