import type { ApiList } from '@shared/api/envelope';
import type { PairingById, RelationshipRow } from '@shared/api/pairings';
import type { PublicUser } from '@shared/api/user';
import { messages } from '@shared/messages';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError, isApiStatus } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { startFromFirstAnswer } from '../../../lib/first-answers';
import { useViewer } from '../../session/viewer-context';
import { fetchUser, firstUser, userKeys } from '../../users/user-api';
import { type PersonLike, peopleKeys } from '../relationships-api';

const matches = (id: string) => (row: RelationshipRow) => row.userId === id || row.pairingId === id;

function fromLoadedRows(queryClient: QueryClient, viewerId: string, id: string): RelationshipRow | undefined {
  const data = queryClient.getQueryData<InfiniteData<ApiList<RelationshipRow>>>(peopleKeys.recent(viewerId));
  return data?.pages.flatMap((page) => page.results).find(matches(id));
}

/**
 * A user id or a pairing id, told apart without a failing call: POST /api/user/ids answers
 * the users it knows and leaves out any other id (a pairing id), where GET /api/user/id would
 * answer 404 and the browser log it on every notification link (issue 34).
 */
async function resolveTarget(api: ApiClient, queryClient: QueryClient, viewerId: string, id: string) {
  const loaded = fromLoadedRows(queryClient, viewerId, id);
  if (loaded) return loaded;
  const known = queryClient.getQueryData<PublicUser>(userKeys.byId(id));
  if (known) return known;
  const { results } = await api.post<ApiList<PublicUser>>('/api/user/ids', { ids: [id] });
  const user = results.find((row) => row.userId === id);
  if (user) {
    queryClient.setQueryData(userKeys.byId(id), user);
    return user;
  }
  // Not a user id: a pairing id of one of the viewer's relationships.
  try {
    const pairing = await api.get<PairingById>('/api/pairing/id', { pairingId: id });
    return await queryClient.fetchQuery({
      queryKey: userKeys.byId(pairing.otherUserId),
      queryFn: () => fetchUser<PublicUser>(api, pairing.otherUserId),
    });
  } catch (error) {
    if (isApiStatus(error, 404) || isApiStatus(error, 403) || isApiStatus(error, 400)) {
      throw new ApiError(404, messages.people.unableToRetrieveRelationship);
    }
    throw error;
  }
}

/**
 * The other person of /relationships/:id, where the id is their user id or the pairing
 * id (spec 1 §2). Rows already loaded by the sidebar answer at once.
 */
export function useRelationshipTarget(id: string) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useQuery<PersonLike>({
    queryKey: [...peopleKeys.all, 'target', viewer.userId, id],
    queryFn: async () => personOf(await resolveTarget(api, queryClient, viewer.userId, id)),
    enabled: Boolean(id),
    // The page's answer for the person, when the id is theirs (server/http/first-calls.ts).
    ...startFromFirstAnswer(() => {
      const user = id ? firstUser<PublicUser>(id) : undefined;
      return user ? personOf(user) : undefined;
    }),
  });
}

function personOf(found: PersonLike): PersonLike {
  return {
    userId: found.userId,
    firstName: found.firstName,
    lastName: found.lastName,
    avatar: found.avatar,
    headline: found.headline,
    bio: found.bio,
  };
}
