import type { ContentState } from '../esign';

/** Issue 37: the account's list of e-sign documents, signed by e-mail ones included. */
export const esignDocumentsCopy = {
  menu: 'Signed documents',
  title: 'Signed documents',
  intro: 'The documents you sent for signature, and those you were asked to sign.',
  empty: 'No documents yet. Documents you send or sign appear here.',
  columns: { document: 'Document', role: 'You', state: 'State', sent: 'Sent' },
  roles: { sender: 'Sent', signer: 'Signer', signedByEmail: 'Signed by e-mail' },
  states: {
    processing: 'Preparing',
    ready: 'Not sent',
    failed: 'Failed',
    sent: 'Waiting for signatures',
    completed: 'Completed',
    declined: 'Declined',
    expired: 'Expired',
  } satisfies Record<ContentState, string>,
  progress: (signed: number, count: number) => `${signed} of ${count} signed`,
  download: 'Download',
  downloadLabel: (filename: string) => `Download the signed ${filename}`,
  verifyHeading: 'Documents you signed by e-mail',
  verifyIntro: (email: string) =>
    `Documents you signed by e-mail with ${email}, before or without an account, are added here once you confirm this address is yours.`,
  verifyButton: 'Send me a confirmation e-mail',
  verifySent: (email: string) => `We sent a link to ${email}. Open it to add your documents.`,
  more: 'Show more',
} as const;
