/**
 * The product's copy, verbatim from the spec. Components and the server import these;
 * they are never retyped. Functions build the texts that carry a value.
 */
export const messages = {
  password: {
    newRequired: 'New Password is required',
    newMinLength: 'New Password should be of minimum 8 characters length',
    rule: 'Password must include a minimum of: (8 characters, 1 number, and 1 special character)',
    confirmRequired: 'Confirm Password is required',
    mustMatch: 'New Password & Confirm Password must match',
    toastNewRule: 'New password must include a minimum of: (8 characters, 1 number, and 1 special character)',
    toastMustMatch: 'New password & Confirm password must match',
    toastConfirmRule: 'Confirm password must include a minimum of: (8 characters, 1 number, and 1 special character)',
    updated: 'Your password has been updated!',
  },
  auth: {
    wrongCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists.',
    signedOut: 'You have been signed out.',
    tooManyAttempts: (minutes: number) =>
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    socialNoPassword: 'You signed in with a social account, so there is no password to change.',
    sessionRequired: 'Please sign in to continue.',
  },
  generic: {
    notAllowed: 'You are not allowed to do that.',
    notFound: 'Not found.',
    invalidJson: 'The request body is not valid JSON.',
    invalidInput: 'Some of the values you sent are not valid.',
    routeNotFound: 'There is no such API route.',
    somethingWentWrong: 'Something Went Wrong. Please try again Later',
    tryAgainLater: 'Please try again later',
    checkConnection: 'Please check your connection',
    rateLimited: 'Too many requests. Please slow down and try again shortly.',
    tooLarge: 'File too Big, please select a file equal or less than 10mb',
    requestTooLarge: 'The request is too large.',
  },
  relationships: {
    emptyTitle: 'First things first...',
    searchPlaceholder: 'Type a name or email to connect',
    groupSearchPlaceholder: 'Search groups',
    connectWithSomeone: 'CONNECT WITH SOMEONE',
    createGroup: 'CREATE A GROUP',
    postJob: 'POST A JOB',
    startNewRelationship: 'Start a new relationship',
    profileLinkCopied: 'Profile link copied to clipboard!',
  },
  meet: {
    leaveConfirm: 'Changes that you made may not be saved.',
  },
  files: {
    notAllowedPath: 'You can only change files in your own upload folder.',
    invalidPath: 'That file path is not valid.',
    linkExpired: 'This file link has expired or is not valid.',
    tooLarge: 'Max allowed size is 100MB',
  },
} as const;
