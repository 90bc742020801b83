export const passwordMessages = {
  newRequired: 'New Password is required',
  newMinLength: 'New Password should be of minimum 8 characters length',
  rule: 'Password must include a minimum of: (8 characters, 1 number, and 1 special character)',
  confirmRequired: 'Confirm Password is required',
  mustMatch: 'New Password & Confirm Password must match',
  toastNewRule: 'New password must include a minimum of: (8 characters, 1 number, and 1 special character)',
  toastMustMatch: 'New password & Confirm password must match',
  toastConfirmRule: 'Confirm password must include a minimum of: (8 characters, 1 number, and 1 special character)',
  updated: 'Your password has been updated!',
} as const;

export const authMessages = {
  wrongCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists.',
  signedOut: 'You have been signed out.',
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyVerificationEmails: (minutes: number) =>
    `We already sent you several confirmation e-mails. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  socialNoPassword: 'You signed in with a social account, so there is no password to change.',
  sessionRequired: 'Please sign in to continue.',
  /** A sign-in link's place that is not a path of this app. */
  signInLinkPath: 'The place to open must be a path of this app.',
} as const;
