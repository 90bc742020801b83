/** Copy of the extension's background (context menu, notifications) and its options page. */
export const extensionCopy = {
  /**
   * The context-menu item on a selection: the browser puts the selected text in place of %s
   * (no script runs on the page to know the address before the menu opens).
   */
  connectWith: (email: string) => `Connect with ${email}`,
  /** The context-menu item on a mailto: link, whose address browsers do not substitute in titles. */
  connectWithLinkAddress: 'Connect with this address',
  notification: {
    activityFrom: (name: string) => `New activity from ${name}`,
    activityCount: (count: number) => `New activity in ${count} conversations`,
    openHint: (productName: string) => `Open ${productName} to read it.`,
  },
  options: {
    title: (productName: string) => `${productName} settings`,
    serverUrlExplanation: (productName: string) =>
      `${productName} only ever contacts this server. A server other than this computer (localhost) needs your permission: the browser asks once when you save.`,
    save: 'Save',
    saved: 'Saved. Sign in again from the side panel if you changed the server.',
    permissionNeeded: 'Without permission to contact this server the extension cannot sign in or show unread counts.',
  },
} as const;
