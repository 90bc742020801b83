import { uiCopy } from '@shared/ui-copy';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { fetchSession, safeNextPath, sessionQueryKey } from './session-api';

/**
 * Where a sign-in leads (?redirectProfile= → that profile, ?next= → that page, else Home)
 * and a loader that fetches the new session before the auth screen redirects there.
 */
export function useAuthDestination() {
  const [params] = useSearchParams();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const redirectProfile = params.get('redirectProfile');
  const destination = redirectProfile ? `/cp/${encodeURIComponent(redirectProfile)}` : safeNextPath(params.get('next'));
  const loadSession = useCallback(async () => {
    const session = await queryClient.fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: () => fetchSession(api),
      staleTime: 0,
    });
    if (!session) throw new Error(uiCopy.auth.noSession);
  }, [api, queryClient]);
  return { destination, loadSession, search: params.toString() };
}
