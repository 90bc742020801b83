import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { searchGroups, searchUsers } from '../people/search/search-api';
import { useViewer } from '../session/viewer-context';
import { composerKeys } from './composer-api';

export type Availability = 'loading' | 'none' | 'some';

const availabilityOf = (query: { isPending: boolean; isError: boolean; data?: { count: number } }): Availability =>
  query.isPending ? 'loading' : query.isError ? 'some' : (query.data?.count ?? 0) > 0 ? 'some' : 'none';

/**
 * Whether the viewer has groups and relationships (spec 2 §4, §8): Collaboration Group only
 * when a group exists, All of my relationships once they are fetched and not none.
 * A failed check does not block: the picker shows its own error.
 */
export function useAudienceAvailability(): { groups: Availability; relationships: Availability } {
  const api = useApiClient();
  const viewer = useViewer();
  const groups = useQuery({
    queryKey: composerKeys.hasGroups(viewer.userId),
    queryFn: ({ signal }) => searchGroups(api, viewer.userId, '', signal),
    staleTime: 30_000,
  });
  const relationships = useQuery({
    queryKey: composerKeys.hasRelationships(viewer.userId),
    queryFn: ({ signal }) => searchUsers(api, viewer.userId, '', { scope: 'connections', limit: 1, signal }),
    staleTime: 30_000,
  });
  return { groups: availabilityOf(groups), relationships: availabilityOf(relationships) };
}
