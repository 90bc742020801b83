/** The assistant's knowledge base (spec 2 §5, §9); texts past the first three are not spec copy. */
export const knowledgeMessages = {
  tooManyFiles: 'You can add maximum 50 files in the knowledge base Files.',
  unsupportedType:
    'The file type you uploaded is not supported.Please upload .txt, .md, .html, .doc/.docx, .csv, .xls/.xlsx or .pdf files only.',
  tooLarge: 'Max allowed size is 10MB',
  notUploaded: 'The file was not found. Please upload it again.',
  notYourFolder: 'Upload knowledge-base files to your own knowledge folder.',
  alreadyAdded: 'This file is already in your knowledge base.',
  notFound: 'This file is not in your knowledge base.',
  unreadable: 'This file could not be read. It may be damaged, password-protected or not what its name says.',
  noText: 'No text was found in this file.',
  searchRequired: 'Please give something to search for.',
} as const;

/** The assistant and its subscription (spec 2 §4, §8; spec 1 §8; spec 3 §8). */
export const assistantMessages = {
  requestFailed: 'We could not process your request, please try again later.',
  testUserNotFound: 'Test User Not Found!',
  cannotManage: 'Custom subscriptions cannot be managed online. Contact support.',
  /** Not spec copy from here on: the spec shows dialogs where these apply, or nothing. */
  subscriptionRequired: 'Enabling Meg needs the AI Pro subscription.',
  testModeNeedsSubscription: 'Test Mode needs the AI Pro subscription.',
  notYours: 'You can only see and change your own assistant.',
  notFound: 'This assistant does not exist.',
  chooseOne: 'Please choose at least one option.',
  invalidChoice: 'Please choose from the listed options.',
  oneStep: 'Send the answer of one setup step, or completed.',
  purposeTooLong: (max: number) => `The purpose can have at most ${max} characters.`,
  instructionsTooLong: (max: number) => `The instructions can have at most ${max} characters.`,
  settingsChange: 'Send instructions or enabled.',
  notYourRelationship: 'Meg can only be set up for your own one-to-one relationships.',
  trained: 'Your AI Assistant has been trained.',
  alreadyInTestMode: 'Test Mode is already on.',
  replyNotFound: 'This message is not a reply Meg wrote for you.',
  holdingNotice: (asker: string, question: string) =>
    `${asker} asked: "${question}" I had nothing in your training to answer it, so I told them you will get back to them.`,
} as const;

/** AI Pro billing (not spec copy: the spec shows prices and checkout as not shown). */
export const subscriptionMessages = {
  notConfigured: 'Online payments are not set up on this server.',
  badSignature: 'The webhook signature is not valid.',
  badEvent: 'The webhook event is not valid.',
  alreadyActive: 'Your AI Pro subscription is already active.',
  checkoutFailed: 'The payment page could not be opened. Please try again later.',
  badRedirect: 'The return address must be a page of this site.',
  usePortal: 'Your subscription is billed online: cancel it from Manage Subscriptions.',
  notActive: 'You have no active AI Pro subscription.',
} as const;
