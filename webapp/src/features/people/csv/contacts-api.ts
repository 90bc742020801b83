import type { ContactImportProgress } from '@shared/api/contacts';
import type { ApiClient } from '../../../lib/api-client';

export const contactKeys = {
  all: ['contacts'] as const,
  import: (importId: string) => ['contacts', 'import', importId] as const,
};

/** GET /api/contact/import/{importId}: how far the batches have got. */
export function fetchImportProgress(api: ApiClient, importId: string): Promise<ContactImportProgress> {
  return api.get<ContactImportProgress>(`/api/contact/import/${encodeURIComponent(importId)}`);
}

export const rejectedRowsPath = (importId: string) =>
  `/api/contact/import/${encodeURIComponent(importId)}/rejected.csv`;
