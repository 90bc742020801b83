/** The side panel's "People on this page" (issue 37): the button, the menu item, the list's states. */
export const pagePeopleCopy = {
  button: 'People on this page',
  /** The context-menu item on a page. */
  menuItem: 'People on this page',
  title: 'People on this page',
  intro: 'Addresses read from the page in front, once, when you asked. Nothing of the page is kept.',
  back: 'Back to relationships',
  readAgain: 'Read the page again',
  reading: 'Reading the page',
  lookingUp: 'Looking up the people on this page',
  count: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
  capped: (max: number) => `The first ${max} addresses of the page are shown.`,
  emptyTitle: 'No e-mail addresses on this page',
  emptyText: 'Open a mail thread or a page that shows e-mail addresses, then read it again.',
  unreadableTitle: 'This page cannot be read',
  unreadableText: (product: string) =>
    `Click the ${product} button in the toolbar while the page is in front, or right-click the page and choose “People on this page”. Browser pages and web stores cannot be read.`,
  limitedTitle: 'Lookup limit reached',
  limitedText: (when: string) =>
    `You can look up more addresses ${when}. Addresses you are already connected with are free.`,
  failedTitle: 'Could not look up these people',
  states: {
    connected: 'Connected',
    requested: 'Request sent',
    invitedToConnect: 'Wants to connect',
    member: 'Member',
    notMember: 'Not a member yet',
    invited: 'Invitation sent',
  },
  open: 'Open',
  connect: 'CONNECT',
  accept: 'ACCEPT',
  invite: 'INVITE',
  actionOn: (action: string, who: string) => `${action}: ${who}`,
} as const;
