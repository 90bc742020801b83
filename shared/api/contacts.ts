import { z } from 'zod';
import { zId } from './envelope';
import { zInvitationMessage } from './invitations';
export { contactEvents } from '../events';

/**
 * CSV contact import: POST /api/contact/import (multipart: userId, groupId?, message, file)
 * answers at once; the invitations then go out in small batches through the queue.
 */
export const zContactImportFields = z.object({
  userId: zId,
  groupId: zId.optional(),
  message: zInvitationMessage,
});
export type ContactImportFields = z.infer<typeof zContactImportFields>;

/** The answer of POST /api/contact/import: rows read, rows to invite, rows left out. */
export type ContactImportAccepted = { importId: string; total: number; valid: number; skipped: number };

export const CONTACT_IMPORT_STATES = ['sending', 'done'] as const;
export type ContactImportState = (typeof CONTACT_IMPORT_STATES)[number];

/** GET /api/contact/import/{importId}, and the data of `contact.import.progress`. */
export type ContactImportProgress = {
  importId: string;
  status: ContactImportState;
  total: number;
  valid: number;
  skipped: number;
  sent: number;
  failed: number;
};

/** GET /api/contact/import/{importId}/rejected.csv: left-out and failed rows, with a Reason column. */
export const CONTACT_REJECTED_COLUMNS = ['Email', 'First Name', 'Last Name', 'Company', 'Title', 'Reason'] as const;
