/** The signing page of a signer outside the workspace (issue 37): phone first, no account. */
export const outsideSigningCopy = {
  title: (filename: string) => `Sign ${filename}`,
  from: (sender: string) => `Sent to you by ${sender}`,
  codeTitle: 'Confirm it is you',
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
  codeLabel: '6-digit code',
  confirm: 'CONFIRM',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  fieldsHint: (n: number) => `You have ${n} ${n === 1 ? 'field' : 'fields'} to fill: tap each highlighted box.`,
  sign: 'SIGN',
  decline: 'DECLINE',
  declineTitle: 'Decline to sign',
  declineReason: 'Why do you decline?',
  declineConfirm: 'DECLINE TO SIGN',
  cancel: 'CANCEL',
  loading: 'Opening the document…',
  states: {
    signed:
      'Thank you: your signature was recorded. You will get the signed document by e-mail once everyone has signed.',
    completed: 'Everyone has signed this document. The signed copy was sent to you by e-mail.',
    declined: 'This document was declined and can no longer be signed.',
    expired: 'The time to sign this document has passed.',
    locked: 'This link is locked after too many wrong codes. The sender has been told.',
    waiting: 'It is not your turn yet: you will get an e-mail when it is.',
    unavailable: 'This document is not out for signature.',
  } as Record<string, string>,
  invalidLink: 'This signing link is not valid. Please use the latest link you were sent by e-mail.',
  privacy: 'This page shows only this document. It keeps no cookies and loads nothing from other sites.',
} as const;

/** The e-sign editor's form for a signer outside the workspace. */
export const outsideSignerFormCopy = {
  title: 'Someone outside the workspace',
  name: 'Name',
  email: 'Email address',
  add: 'ADD SIGNER',
  hint: 'They get a link by e-mail and confirm it with a code; they need no account.',
  nameNeeded: 'Please enter the signer’s name.',
  invalid: (email: string) => `${email} is not a valid email address.`,
  already: 'This address is already a signer.',
} as const;
