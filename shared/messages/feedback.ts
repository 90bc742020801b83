export const feedbackMessages = {
  ratingMin: 'Minimum 0 rating needed for feedback',
  ratingMax: 'Maximum 10 rating allowed in feedback',
  feedbackMax: 'Maximum 2000 characters allowed in feedback',
  /** Spec 1 §5: improvements allow 1000 characters, but the message says 2000. */
  improvementsMax: 'Maximum 2000 characters allowed in feedback',
  tooManyFiles: 'You can add maximum 5 files in the feedback attachments.',
  fileTooBig: 'File too Big, please select a file equal or less than 10mb',
  failed: 'Failed to add feedback. Try again later.',
  /** Not in the spec (submit is disabled until one is filled): the server's answer to an empty form. */
  empty: 'Please give a rating, feedback or improvements.',
  attachmentMissing: 'An attachment was not uploaded. Please add it again.',
  attachmentPath: 'Feedback attachments must be uploaded to your own feedback folder.',
} as const;
