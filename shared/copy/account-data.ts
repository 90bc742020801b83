/** Issue 39: the account menu's "Download my data" and "Delete my account", and their screen. */
export const accountDataCopy = {
  menuDownload: 'Download my data',
  menuDelete: 'Delete my account',
  title: 'Your data',
  exportHeading: 'Download my data',
  exportIntro:
    'One zip with your profile, your relationships and groups (names only), everything you wrote (as JSON and as readable pages), the messages sent to you one to one, your files, jobs, applications, signed documents, Meg’s settings and knowledge files, and your notification settings.',
  exportButton: 'Prepare my download',
  exportAgain: 'Prepare a new download',
  exportPreparing: (progress: number) => `Preparing your data… ${progress}%`,
  exportProgressLabel: 'Preparing your data',
  exportReady: (until: string) => `Your data is ready. The link works until ${until}, for you only.`,
  exportDownload: 'Download zip',
  exportFailed: 'We could not prepare your data. Please try again.',
  deleteHeading: 'Delete my account',
  deleteIntro:
    'Your account will be deleted 14 days after you confirm. Signing in before then cancels it. After that, your profile, sessions, Meg and her knowledge files, drafts and uploaded files are erased and your e-mail address is freed. Your messages in shared conversations stay for the others, shown as “Deleted user”; documents signed with others stay valid for them.',
  deletePassword: 'Your password',
  deleteButton: 'Delete my account',
  deleteSocial: 'You signed in with a social account: sign in again, then delete your account within 10 minutes.',
  deleteSignInAgain: 'Sign in again',
  deletePending: (date: string) => `Your account will be deleted on ${date}. Sign in before then to keep it.`,
} as const;
