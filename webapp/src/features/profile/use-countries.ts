import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { fetchCountries, profileKeys } from './profile-api';

/** The countries list, loaded once per session (spec 3 §7). */
export function useCountries() {
  const api = useApiClient();
  return useQuery({
    queryKey: profileKeys.countries,
    queryFn: () => fetchCountries(api),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
