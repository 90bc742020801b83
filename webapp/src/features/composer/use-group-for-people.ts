import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context';
import { findGroupForUsers, composerKeys } from './composer-api';
import { useComposerStore } from './composer-store';
import { memberSetKey } from './visibility-rules';

/**
 * For two or more picked members, looks up the viewer's existing group with exactly them
 * (GET /api/group/users) and uses it instead of a new one (spec 2 §4). Invitees by e-mail
 * cannot be in a group yet, so then the group is always new.
 */
export function useGroupForPeople() {
  const api = useApiClient();
  const people = useComposerStore((state) => state.draft.people);
  const applyFoundGroup = useComposerStore((state) => state.applyFoundGroup);
  const key = memberSetKey(people);
  const userIds = key ? key.split(',') : [];
  const isLookup = people.length >= 2 && people.every((person) => person.kind === 'member');
  const query = useQuery({
    queryKey: composerKeys.groupFor(key),
    queryFn: ({ signal }) => findGroupForUsers(api, userIds, signal),
    enabled: isLookup,
    staleTime: 30_000,
    retry: false,
  });
  useEffect(() => {
    if (isLookup && query.isSuccess) applyFoundGroup(key, query.data ?? null);
  }, [isLookup, query.isSuccess, query.data, key, applyFoundGroup]);
  return { isLooking: isLookup && query.isFetching };
}
