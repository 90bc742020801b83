/** Copy of the extension's background (context menu, notifications) and its options page. */
export const extensionCopy = {
  /** The context-menu item on a selected e-mail address or a mailto: link. */
  connectWith: (email: string) => `Connect with ${email}`,
  notification: {
    activityFrom: (name: string) => `New activity from ${name}`,
    activityCount: (count: number) => `New activity in ${count} conversations`,
    openHint: 'Open Rapport to read it.',
  },
  options: {
    title: 'Rapport settings',
    serverUrlExplanation:
      'Rapport only ever contacts this server. A server other than this computer (localhost) needs your permission: the browser asks once when you save.',
    save: 'Save',
    saved: 'Saved. Sign in again from the side panel if you changed the server.',
    permissionNeeded: 'Without permission to contact this server the extension cannot sign in or show unread counts.',
  },
} as const;
