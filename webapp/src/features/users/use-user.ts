import type { PublicUser, SelfUser } from '@shared/api/user';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { startFromFirstAnswer } from '../../lib/first-answers';
import { fetchUser, firstUser, userKeys } from './user-api';

/** A user's profile; `user.updated` events refresh it (see user-realtime.ts). */
export function useUser<T extends PublicUser = SelfUser>(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: userKeys.byId(userId ?? ''),
    queryFn: () => fetchUser<T>(api, userId as string),
    enabled: Boolean(userId),
    ...startFromFirstAnswer(() => (userId ? firstUser<T>(userId) : undefined)),
  });
}
