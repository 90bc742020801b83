import type { AccountDeletion, DataExport } from '@shared/api/account';
import type { ApiClient } from '../../lib/api-client';

export const accountDataKeys = {
  export: ['account', 'export'] as const,
  deletion: ['account', 'deletion'] as const,
};

export const EXPORT_EVENT = 'account.export';

export const fetchLatestExport = (api: ApiClient) => api.get<DataExport | null>('/api/account/export');
export const startExport = (api: ApiClient) => api.post<DataExport>('/api/account/export', {});
export const fetchDeletion = (api: ApiClient) => api.get<AccountDeletion>('/api/account/deletion');
export const requestDeletion = (api: ApiClient, password: string | undefined) =>
  api.post<AccountDeletion>('/api/account/deletion', password ? { password } : {});
