import { INVITE_SUGGESTION_DEBOUNCE_MS } from '@shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { useViewer } from '../../session/viewer-context';
import { searchKeys, searchUsers } from '../search/search-api';
import { useDebouncedValue } from '../search/use-debounced-value';

const SUGGESTIONS_LIMIT = 10;

/**
 * Members to suggest for a typed name (spec 1 §9: 10 suggestions, 1000 ms debounce).
 * An address is not searched: it becomes a chip as it is.
 */
export function useRecipientSuggestions(draft: string, scope: 'others' | 'connections' = 'others') {
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
  const isCurrent = term === draft.trim();
  return isSearchable && isCurrent ? (query.data?.results ?? []).filter((row) => row.userId !== viewer.userId) : [];
}
