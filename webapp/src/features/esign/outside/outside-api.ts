import type { OutsideSigningView } from '@shared/api/esign-outside';
import type { ApiClient } from '../../../lib/api-client';

/** The signing page's calls: the link's token, and once the code is confirmed its session key. */
export const outsideApi = {
  open: (api: ApiClient, token: string, resend = false) =>
    api.post<OutsideSigningView>('/api/esign/outside/open', { token, resend }),
  confirm: (api: ApiClient, token: string, code: string) =>
    api.post<{ session: string }>('/api/esign/outside/code', { token, code }),
  document: (api: ApiClient, token: string, session: string) =>
    api.post<OutsideSigningView>('/api/esign/outside/document', { token, session }),
  sign: (api: ApiClient, token: string, session: string, values: { fieldId: string; value: string }[]) =>
    api.post<OutsideSigningView>('/api/esign/outside/sign', { token, session, values, timeZone: deviceTimeZone() }),
  decline: (api: ApiClient, token: string, session: string, reason: string) =>
    api.post<OutsideSigningView>('/api/esign/outside/decline', { token, session, reason }),
};

function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The session key lives in this tab only (sessionStorage), beside the token it belongs to. */
const KEY = 'rapport.esign.outside';
export function storedSession(token: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { token: string; session: string } | null;
    return saved?.token === token ? saved.session : null;
  } catch {
    return null;
  }
}
export function storeSession(token: string, session: string | null): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify({ token, session }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // A browser without storage signs in one go.
  }
}
