/** Link previews (spec 2 §7); the client stays silent, these texts are for the API's callers. */
export const linkPreviewMessages = {
  urlRequired: 'Please give the link to preview.',
  urlTooLong: 'A link to preview has at most 2048 characters.',
  invalidUrl: 'This is not a valid link.',
  unsupportedScheme: 'Only http and https links can be previewed.',
  credentials: 'Links with a user name or password cannot be previewed.',
  port: 'Only links on the standard web ports (80 and 443) can be previewed.',
  privateAddress: 'Links to private, local or reserved network addresses cannot be previewed.',
  unavailable: 'No preview is available for this link.',
} as const;
