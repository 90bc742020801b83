/**
 * E-sign content (spec 1 §3, §4, §5, §7; spec 2 §3; spec 3 §4.3): an uploaded PDF, DOC or
 * DOCX, its conversion to PDF, the signers and their fields, signing, and the sealed PDF.
 * The constants and checks the web app's editor and signing dialog run, without zod (the
 * request contracts are in api/content.ts, which re-exports these): a screen that imported
 * them from there loaded zod's 26 KiB with them.
 */
export const ESIGN_FILE_TYPES = ['pdf', 'doc', 'docx'] as const;
export type EsignFileType = (typeof ESIGN_FILE_TYPES)[number];
/** Spec 1 §10: 20 signer colours, so at most 20 signers. */
export const ESIGN_MAX_SIGNERS = 20;
export const ESIGN_MAX_FIELDS = 500;
/** Spec 1 §4: the editor polls every 3 seconds until the processed PDF exists. */
export const ESIGN_POLL_MS = 3000;
/** The largest document accepted for signature. */
export const ESIGN_MAX_BYTES = 25 * 1024 * 1024;
export const ESIGN_MAX_REMINDER_DAYS = 30;

/** Spec 1 §10: one colour per signer, in order. */
export const SIGNER_COLOURS = [
  '#2563eb',
  '#db2777',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#dc2626',
  '#0891b2',
  '#65a30d',
  '#c026d3',
  '#ea580c',
  '#4f46e5',
  '#0d9488',
  '#be123c',
  '#ca8a04',
  '#9333ea',
  '#16a34a',
  '#0284c7',
  '#e11d48',
  '#57534e',
  '#a16207',
] as const;

export const FIELD_TYPES = ['signature', 'textbox', 'initials', 'date', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Fields a signer must fill before signing (a checkbox may stay unticked, a date fills itself). */
export const REQUIRED_FIELD_TYPES: readonly FieldType[] = ['signature', 'initials', 'textbox'];

export const SIGNING_ORDERS = ['parallel', 'sequential'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

/** Where the document is: converting, ready for set-up, out for signature, done. */
export const CONTENT_STATES = ['processing', 'ready', 'failed', 'sent', 'completed', 'declined', 'expired'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const SIGNER_STATES = ['pending', 'signed', 'declined'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

/** The file's extension, lower-cased ('' when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

export const isEsignFileType = (type: string): type is EsignFileType =>
  (ESIGN_FILE_TYPES as readonly string[]).includes(type.toLowerCase());

/** A drawn signature (PNG data URL) or a typed one. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
export const SIGNATURE_IMAGE_MAX_CHARS = 400_000;

export const isSignatureImage = (value: string) => PNG_DATA_URL.test(value);
