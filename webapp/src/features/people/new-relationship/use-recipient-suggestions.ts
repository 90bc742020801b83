import { messages } from '@shared/messages';
import { INVITE_SUGGESTION_DEBOUNCE_MS } from '@shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { useViewer } from '../../session/viewer-context';
import { fetchRelationshipsPage, peopleKeys } from '../relationships-api';
import { searchKeys, searchUsers } from '../search/search-api';
import { useDebouncedValue } from '../search/use-debounced-value';

const SUGGESTIONS_LIMIT = 10;
/** Enough rows to see past the assistant's rows at the top of the list. */
const ANY_RELATION_PROBE = 5;
const isPerson = (row: { role?: string | null }) =>
  row.role !== 'assistant' && row.role !== 'testUser' && row.role !== 'support';

/**
 * Members to suggest for a typed name (spec 1 §9: 10 suggestions, 1000 ms debounce), and the
 * text the picker shows when nothing matches (spec 3 §8): among one's relationships 'None of
 * your relationships match the search criteria above.', or "You don't have any relations!"
 * when there are none at all; among other people 'No other people found based on your
 * search above. Please try again!'. An address is not searched: it becomes a chip as it is.
 */
export function useRecipientSearch(draft: string, scope: 'others' | 'connections' = 'others') {
  const api = useApiClient();
  const viewer = useViewer();
  const term = useDebouncedValue(draft.trim(), INVITE_SUGGESTION_DEBOUNCE_MS);
  const isSearchable = term.length > 1 && !term.includes('@');
  const query = useQuery({
    queryKey: [...searchKeys.users(term, scope), SUGGESTIONS_LIMIT],
    enabled: isSearchable,
    staleTime: 10_000,
    queryFn: ({ signal }) => searchUsers(api, viewer.userId, term, { scope, limit: SUGGESTIONS_LIMIT, signal }),
  });
  const isCurrent = isSearchable && term === draft.trim();
  const suggestions = isCurrent ? (query.data?.results ?? []).filter((row) => row.userId !== viewer.userId) : [];
  const isEmpty = isCurrent && query.isSuccess && suggestions.length === 0;
  // Only asked once a search came back empty: does the viewer have any relation at all?
  const relations = useQuery({
    queryKey: [...peopleKeys.recent(viewer.userId), 'probe'],
    enabled: isEmpty && scope === 'connections',
    staleTime: 30_000,
    queryFn: () => fetchRelationshipsPage(api, viewer.userId, 0, ANY_RELATION_PROBE),
  });
  let emptyText: string | null = null;
  if (isEmpty && scope === 'others') emptyText = messages.search.noOtherPeople;
  if (isEmpty && scope === 'connections' && relations.isSuccess) {
    emptyText = relations.data.results.some(isPerson)
      ? messages.search.noRelationshipsMatch
      : messages.search.noRelations;
  }
  return { suggestions, emptyText };
}
