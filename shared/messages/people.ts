export const relationshipsMessages = {
  emptyTitle: 'First things first...',
  searchPlaceholder: 'Type a name or email to connect',
  groupSearchPlaceholder: 'Search groups',
  connectWithSomeone: 'CONNECT WITH SOMEONE',
  createGroup: 'CREATE A GROUP',
  postJob: 'POST A JOB',
  startNewRelationship: 'Start a new relationship',
  profileLinkCopied: 'Profile link copied to clipboard!',
} as const;

/** Phone contact import (spec 3 §2.3, §4.8, §8). */
export const contactsMessages = {
  missingEmailsTitle: 'Missing some emails!',
  notSupported: 'Your browser does not support this feature.',
} as const;

/** Connecting and inviting (spec 1 §5, §8; spec 3 §6, §8) and the invitation link. */
export const peopleMessages = {
  /** GET /api/user/pairing/sources for a viewer outside SOURCE_LINK_DOMAINS (the list is not in the spec). */
  sourceLinksStaffOnly: 'Source links are shown to staff only.',
  cannotConnectWithSelf: 'Users cannot connect with themselves.',
  enterEmailToConnect: 'Please enter email to connect!',
  invalidEmail: (email: string) => `${email} is not a valid email address.`,
  alreadyAdded: (email: string) => `${email} has already been added.`,
  invalidValue: (value: string) => `${value} is not a valid .`,
  invitationMessageTooLong: 'Maximum 1000 characters allowed in invitation message!',
  invitationMessageTooLongInline: 'Maximum 1000 characters allowed in invitation message',
  invitationAlreadySent: (email: string) => `An invitation email has already been sent to ${email} !`,
  emailAlreadyInRelationship: 'The email address already exists in your relationship!',
  someAlreadyExist: 'Some of users added already exists!',
  connectionRequestSent: 'Connection request sent!',
  connectFailed: 'Please try again later',
  unableToRemoveRelationship: 'Unable to remove relationship. Please try again later.',
  unableToRetrieveRelationship: 'Unable to retrieve relationship. Please try again later.',
  userNotFound: 'This user does not exist.',
  notAMember: 'This person is not a member yet.',
  relationshipNotFound: 'This relationship does not exist.',
  /** The lookup budget (issue 33): a calm word, not an alarm. */
  lookupLimited: 'You have looked up many addresses in a short time. Please wait a few minutes and try again.',
  dailyLimit: 'You have reached today’s limit for invitations and connection requests. You can send more tomorrow.',
  invitationNotFound: 'This invitation link is not valid.',
  invitationExpired: 'This invitation has expired. Ask the sender for a new one.',
  invitationWithdrawn: 'This invitation has been withdrawn.',
  invitationUsed: 'This invitation has already been used.',
  invitationSubject: (sender: string, product: string) => `${sender} invited you to connect on ${product}`,
  groupInvitationSubject: (sender: string, group: string, product: string) =>
    `${sender} invited you to the "${group}" group on ${product}`,
  defaultInvitationMessage: (product: string) =>
    `I'd like to invite you to a secure workspace on ${product}, where we can chat, share files and work together.`,
} as const;

/** CSV contact import (spec 1 §2, §5, §8). */
export const csvMessages = {
  invalidType: 'You have uploaded an invalid file type, Please upload CSV file!',
  invalidFile: 'You have uploaded an invalid file!',
  tooBig: 'File too Big, please select a file equal or less than 10mb',
  noValidRows:
    'No contact with a valid email was found. Please use the Sample CSV Template: keep its first row of labels (Email, First Name, Last Name, Company, Title) and put a valid email in the first column of every row after it.',
  uploadFailed: 'Something went wrong while uploading CSV Contacts!',
  started: 'Congratulations! Your invitations have started going out',
  importNotFound: 'This import does not exist.',
  reasons: {
    invalidEmail: 'Not a valid email address',
    duplicate: 'The same email appears earlier in the file',
    ownEmail: 'This is your own email',
    alreadyConnected: 'Already in your relationships',
    alreadyInGroup: 'Already a member of the group',
    alreadyInvited: 'An invitation email has already been sent to this address',
    sendFailed: 'The invitation could not be sent',
  },
} as const;
