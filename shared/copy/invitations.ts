/** The invitation landing page /invite/:token (spec texts in messages.people). */
export const invitationsCopy = {
  title: (name: string, product: string) => `${name} invited you to connect on ${product}`,
  groupTitle: (name: string, group: string) => `${name} invited you to join "${group}"`,
  subtitle: 'Create your account to open your private workspace together.',
  signedInSubtitle: 'Accept to open your private workspace together.',
  accept: 'ACCEPT INVITATION',
  haveAccount: 'Already have an account?',
  signInToAccept: 'Sign in to accept',
  expiredTitle: 'This invitation has expired',
  unavailableTitle: 'This invitation is not available',
  messageFrom: (name: string) => `Message from ${name}`,
  /** The sender's drawer of pending e-mail invitations, opened from 'Start a new relationship'. */
  pending: {
    link: 'Pending invitations',
    title: 'Pending invitations',
    description: 'Email invitations you sent that have not been accepted yet.',
    listLabel: 'Pending invitations',
    emptyTitle: 'No pending invitations',
    emptyText:
      'Invitations you send by email wait here until they are accepted, so you can withdraw one you no longer want.',
    loadError: 'Your pending invitations could not be loaded.',
    sent: (date: string) => `Sent ${date}`,
    expires: (date: string) => `Expires ${date}`,
    group: (name: string) => `Group: ${name}`,
    withdraw: 'Withdraw',
    withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
    confirmTitle: 'Withdraw this invitation?',
    confirmText: (email: string) =>
      `The invitation link sent to ${email} will stop working. You can invite them again later.`,
    cancel: 'Cancel',
    confirm: 'Withdraw',
    withdrawn: 'Invitation withdrawn.',
    loadMore: 'Load more',
  },
} as const;
