import { createContext, type ReactNode, useContext } from 'react';

/** The bearer token for uploads that bypass the API client (the extension has one). */
const UploadTokenContext = createContext<string | null>(null);

export function UploadTokenProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <UploadTokenContext.Provider value={token}>{children}</UploadTokenContext.Provider>;
}

export const useUploadToken = () => useContext(UploadTokenContext);
