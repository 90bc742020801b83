import { useQuery } from '@tanstack/react-query';
import { isApiStatus } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { fetchPublicProfile, profileKeys } from './profile-api';

/** GET /api/profile/{alias}; an unknown alias (404) is not retried. */
export function usePublicProfile(alias: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: profileKeys.publicByAlias(alias),
    queryFn: () => fetchPublicProfile(api, alias),
    enabled: alias.length > 0,
    retry: (failureCount, error) => !isApiStatus(error, 404) && failureCount < 2,
  });
}
