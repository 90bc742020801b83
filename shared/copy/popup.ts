/**
 * The extension's toolbar popup: quick-connect with an address selected on a page or typed.
 * The spec's own texts (refusals, toasts, the invitation rule) are in messages.people.
 */
export const popupCopy = {
  title: 'Connect with someone',
  intro: 'Select an email address on any page, or type one here.',
  emailLabel: 'Email address',
  emailPlaceholder: 'name@company.com',
  lookUp: 'LOOK UP',
  fromPage: 'Selected on the page',
  clear: 'Clear address',
  lookingUp: 'Looking up this address',
  lookupFailed: 'The address could not be looked up.',
  invitedText: (email: string) => `${email} will receive your invitation by email.`,
} as const;
