import { z } from 'zod';
import type { EsignFieldView } from './content';
import { zFieldValue } from './content';
import { ESIGN_MAX_FIELDS } from '../esign';

/**
 * Signing without an account (issue 37): every call names the link's token (from the e-mail),
 * and after the one-time code the session key it opened. They are POST bodies, not query
 * strings, so they stay out of logs.
 */
const zToken = z.string().trim().min(20).max(100);
export const zOutsideOpenBody = z.object({ token: zToken, resend: z.boolean().default(false) });
export const zOutsideCodeBody = z.object({
  token: zToken,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from the e-mail.'),
});
export const zOutsideSessionBody = z.object({ token: zToken, session: zToken });
export const zOutsideSignBody = zOutsideSessionBody.extend({
  values: z.array(zFieldValue).max(ESIGN_MAX_FIELDS),
  timeZone: z.string().max(100).optional(),
});
export const zOutsideDeclineBody = zOutsideSessionBody.extend({
  reason: z.string().trim().min(1, 'Please give a reason.').max(1000),
});
export const zOutsideTokenQuery = z.object({ token: zToken });
export const zOutsideTokenBody = z.object({ token: zToken });

/**
 * What the signing page shows. `open`: the document and the signer's own fields (with a
 * confirmed session); `code`: a code was sent; every other status is a state shown alone.
 */
export type OutsideSigningStatus =
  | 'open'
  | 'code'
  | 'locked'
  | 'waiting'
  | 'signed'
  | 'completed'
  | 'declined'
  | 'expired'
  | 'unavailable';

export type OutsideSigningView = {
  status: OutsideSigningStatus;
  filename: string;
  senderName: string;
  signerName: string;
  /** The signer's address, partly hidden ('an•••@example.com'). */
  email: string;
  pdfUrl: string | null;
  pageCount: number | null;
  /** The signer's own fields only. */
  fields: EsignFieldView[];
  codeSentAt: string | null;
};
