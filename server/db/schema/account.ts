/** One data export (issue 39): a zip in storage under `exports/{userId}/{id}.zip`. */
export interface DataExportTable {
  id: string;
  userId: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  /** 0 to 100, as the job reports it. */
  progress: number;
  fileKey: string | null;
  size: number | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
  /** The download link's end: 7 days after completion; the zip is deleted then. */
  expiresAt: string | null;
}

/** A request to delete one's account: erased at `purgeAt` unless a sign-in cancels it first. */
export interface AccountDeletionTable {
  userId: string;
  status: 'pending' | 'cancelled' | 'erased';
  requestedAt: string;
  purgeAt: string;
  cancelledAt: string | null;
  erasedAt: string | null;
}

export interface AccountTables {
  data_export: DataExportTable;
  account_deletion: AccountDeletionTable;
}
