import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules';

/**
 * Issue 39: "Download my data" and "Delete my account", one's own only.
 * - `POST /api/account/export` starts an export (a queue job); `GET /api/account/export` answers
 *   the latest (`DataExport | null`), with `downloadUrl` once ready. Live progress comes on the
 *   user's channel as `account.export` frames carrying the same `DataExport`.
 * - `GET /api/account/export/download?id&expires&sig`: the zip, for a signed, unexpired link
 *   opened by the export's own user (signed in).
 * - `POST /api/account/deletion {password?}` schedules the deletion (14 days) and signs out
 *   every session; signing in again cancels it. `GET` answers the state; `DELETE` cancels.
 */
export const DATA_EXPORT_LINK_DAYS = 7;
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** A social-only account proves itself with a sign-in this recent. */
export const FRESH_SIGN_IN_MINUTES = 10;

export const zAccountUserBody = z.object({ userId: z.string().max(100).optional() });

export const zDataExportDownloadQuery = z.object({
  id: z.string().uuid(),
  expires: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const zAccountDeletionBody = z.object({
  userId: z.string().max(100).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type AccountDeletionBody = z.infer<typeof zAccountDeletionBody>;

export type DataExport = {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  /** 0 to 100. */
  progress: number;
  size: number | null;
  createdAt: string;
  completedAt: string | null;
  expiresAt: string | null;
  /** Signed, for this user only, until `expiresAt`; null until ready. */
  downloadUrl: string | null;
};

export type AccountDeletion = {
  status: 'none' | 'pending';
  requestedAt: string | null;
  purgeAt: string | null;
  /** Whether the account has a password (else a fresh sign-in confirms). */
  hasPassword: boolean;
};
