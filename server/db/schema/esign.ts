/** An e-sign document (features/esign); `pageSizes` is JSON `[[width, height], ...]` in points. */
export interface EsignContentTable {
  id: string;
  ownerId: string;
  filename: string;
  filepath: string;
  type: string;
  sortOrder: number;
  state: 'processing' | 'ready' | 'failed' | 'sent' | 'completed' | 'declined' | 'expired';
  pdfKey: string | null;
  pageCount: number | null;
  pageSizes: string | null;
  originalSha256: string | null;
  message: string | null;
  signingOrder: 'parallel' | 'sequential';
  expiresAt: string | null;
  reminderDays: number;
  postId: string | null;
  signedKey: string | null;
  createdAt: string;
  sentAt: string | null;
  completedAt: string | null;
}

export interface EsignSignerTable {
  contentId: string;
  signerNumber: number;
  /** A member who signs; null for a signer outside the workspace, named by `email` and `name`. */
  userId: string | null;
  state: 'pending' | 'signed' | 'declined';
  signedAt: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The IANA time zone the signer's date was stamped in; null: UTC (none or an invalid one was sent). */
  timeZone: string | null;
  declineReason: string | null;
  notifiedAt: string | null;
  remindedAt: string | null;
  /** An outside signer's address (lower case) and name; null for a member. */
  email: string | null;
  name: string | null;
}

/**
 * A bearer link mailed to an outside signer, stored as the SHA-256 of its token: `sign` opens
 * their signing session (a one-time code, at most 5 tries, then locked; `sessionHash` once the
 * code is confirmed), `download` the sealed PDF until `expiresAt`.
 */
export interface EsignLinkTable {
  tokenHash: string;
  contentId: string;
  signerNumber: number;
  purpose: 'sign' | 'download';
  createdAt: string;
  expiresAt: string | null;
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeTries: number;
  lockedAt: string | null;
  sessionHash: string | null;
  confirmedAt: string | null;
}

export interface EsignFieldTable {
  contentId: string;
  fieldId: string;
  signerNumber: number;
  type: 'signature' | 'textbox' | 'initials' | 'date' | 'checkbox';
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string | null;
  value: string | null;
}

export interface EsignEventTable {
  id: string;
  contentId: string;
  at: string;
  kind: string;
  actorId: string | null;
  detail: string | null;
}

/** E-sign documents (features/esign). */
export interface EsignTables {
  esign_content: EsignContentTable;
  esign_signer: EsignSignerTable;
  esign_field: EsignFieldTable;
  esign_event: EsignEventTable;
  esign_link: EsignLinkTable;
}
