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
} as const;
