import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { startFromFirstAnswer } from '../../lib/first-answers';
import { fetchSession, firstSession, sessionQueryKey } from './session-api';

/** The session query shared by the guard, the auth screens and the header. */
export function useSession() {
  const api = useApiClient();
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => fetchSession(api),
    staleTime: 5 * 60_000,
    ...startFromFirstAnswer(firstSession),
  });
}
