/** Issue 39: the texts of "Download my data" and "Delete my account". */
export const accountDataMessages = {
  exportStarted: 'We are preparing your data. We will e-mail you a link when it is ready.',
  exportBusy: 'Your data is already being prepared.',
  exportNotReady: 'This download is not ready.',
  exportExpired: 'This download link has expired. Please ask for your data again.',
  exportNotYours: 'This download belongs to another account.',
  exportReadyTitle: 'Your data is ready to download',
  deletionRequested: 'Your account will be deleted in 14 days. Sign in before then to keep it.',
  deletionAlready: 'Your account is already scheduled for deletion.',
  deletionNotPending: 'Your account is not scheduled for deletion.',
  deletionCancelled: 'Your account will not be deleted.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Please enter your password.',
  tooManyPasswordTries: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  freshSignInRequired: 'Please sign in again to confirm, then delete your account within 10 minutes.',
} as const;
