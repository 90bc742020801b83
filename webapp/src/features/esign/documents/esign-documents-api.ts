import type { EsignDocumentsPage } from '@shared/api/esign-documents';
import type { ApiClient } from '../../../lib/api-client';

export const esignDocumentsKey = ['esign', 'documents'] as const;
export const DOCUMENTS_PATH = '/documents';

export const fetchEsignDocuments = (api: ApiClient, limit: number) =>
  api.get<EsignDocumentsPage>('/api/esign/documents', { skip: 0, limit });

/** better-auth's verification e-mail, to the signed-in account's own address; its link lands back here. */
export const sendVerificationEmail = (api: ApiClient) =>
  api.post<{ status: boolean }>('/api/auth/send-verification-email', { callbackURL: DOCUMENTS_PATH });
