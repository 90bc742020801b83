import { INPUT_DEBOUNCE_MS } from '@shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { useViewer } from '../../session/viewer-context';
import type { RelationshipsTab } from '../../shell/shell-store';
import { searchGroups, searchKeys, searchUsersAndGroups, type SearchGroupRow, type SearchUserRow } from './search-api';
import { useDebouncedValue } from './use-debounced-value';

export type SidebarSearchResult = { people: SearchUserRow[]; groups: SearchGroupRow[] };

/**
 * The dropdown's results for a term, debounced: people and groups on the relationships
 * tab, groups on the groups tab. `isSettling` is true while the term is still changing.
 */
export function useSidebarSearch(term: string, tab: RelationshipsTab) {
  const api = useApiClient();
  const viewer = useViewer();
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, INPUT_DEBOUNCE_MS);
  const isGroups = tab === 'groups';
  const query = useQuery({
    queryKey: isGroups ? searchKeys.groups(debounced) : searchKeys.mixed(debounced),
    enabled: debounced.length > 0,
    staleTime: 10_000,
    queryFn: async ({ signal }): Promise<SidebarSearchResult> => {
      if (isGroups) {
        const answer = await searchGroups(api, viewer.userId, debounced, signal);
        return { people: [], groups: answer.results };
      }
      const answer = await searchUsersAndGroups(api, viewer.userId, debounced, signal);
      const groups: SearchGroupRow[] = [];
      const people: SearchUserRow[] = [];
      for (const row of answer.results) {
        if (row.type === 'group') groups.push(row);
        else if (row.userId !== viewer.userId) people.push(row);
      }
      return { groups, people };
    },
  });
  return { query, debouncedTerm: debounced, isSettling: trimmed !== debounced };
}
