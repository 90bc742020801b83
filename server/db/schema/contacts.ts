export interface ContactImportTable {
  id: string;
  userId: string;
  groupId: string | null;
  message: string | null;
  fileName: string;
  status: 'sending' | 'done';
  total: number;
  valid: number;
  skipped: number;
  sent: number;
  failed: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** One data row of an imported file, stored as given; status tracks its invitation. */
export interface ContactImportRowTable {
  importId: string;
  rowNumber: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  reason: string | null;
  invitationId: string | null;
}

/** Contact imports (features/contacts). */
export interface ContactsTables {
  contact_import: ContactImportTable;
  contact_import_row: ContactImportRowTable;
}
