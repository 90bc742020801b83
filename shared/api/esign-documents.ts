import { z } from 'zod';
import type { ContentState } from './content';

/**
 * GET /api/esign/documents?skip&limit: the documents the user sent or signs, newest sent first:
 * as a member signer, and as a signer outside the workspace whose address (confirmed by the
 * one-time code) is the account's verified address (issue 37).
 */
export const zEsignDocumentsQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type EsignDocumentRole = 'sender' | 'signer' | 'signedByEmail';

export type EsignDocumentItem = {
  contentId: string;
  filename: string;
  state: ContentState;
  role: EsignDocumentRole;
  signed: number;
  count: number;
  sentAt: string;
  completedAt: string | null;
  /** The sealed PDF (a redirect to a short signed link) once everyone has signed. */
  downloadPath: string | null;
};

export type EsignDocumentsPage = {
  results: EsignDocumentItem[];
  count: number;
  /**
   * Whether the account's address is verified: only then do documents signed by e-mail with
   * that address appear (an address typed at sign-up proves nothing).
   */
  emailVerified: boolean;
};
