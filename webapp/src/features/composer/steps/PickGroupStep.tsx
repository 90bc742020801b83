import { messages } from '@shared/messages';
import { PEOPLE_SEARCH_DEBOUNCE_MS } from '@shared/rules';
import { composerCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, UsersRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonList } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { searchGroups, searchKeys } from '../../people/search/search-api';
import { useDebouncedValue } from '../../people/search/use-debounced-value';
import { useViewer } from '../../session/viewer-context';
import { useComposerStore } from '../composer-store';

const copy = composerCopy.groups;

/** PICK_COLLABORATION_GROUPS: the viewer's groups, searched with the spec's 500 ms debounce. */
export function PickGroupStep() {
  const api = useApiClient();
  const viewer = useViewer();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const selected = useComposerStore((state) => state.draft.selectedGroup);
  const pickGroup = useComposerStore((state) => state.pickGroup);
  const query = useQuery({
    queryKey: searchKeys.groups(debounced),
    queryFn: ({ signal }) => searchGroups(api, viewer.userId, debounced, signal),
  });

  let list: ReactNode;
  if (query.isPending) list = <SkeletonList rows={4} label={copy.loading} />;
  else if (query.isError)
    list = (
      <ErrorState size="sm" title={copy.failed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  else if (!query.data.results.length) list = <EmptyState size="sm" icon={UsersRound} title={copy.empty} />;
  else
    list = (
      <ul aria-label={messages.composer.collaborationGroup} className="flex flex-col gap-1">
        {query.data.results.map((group) => {
          const isSelected = selected?.groupId === group.groupId;
          return (
            <li key={group.groupId}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() =>
                  pickGroup({ groupId: group.groupId, name: group.name, members: [], nonRegisteredUsers: [] })
                }
                className={clsx(
                  'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors',
                  isSelected ? 'border-accent-600 bg-accent-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
                >
                  <UsersRound className="size-4" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-slate-900" title={group.name}>
                    {group.name}
                  </span>
                  <span className="text-xs text-slate-600">{copy.members(group.memberCount)}</span>
                </span>
                {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0 text-accent-700" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="flex flex-col gap-3">
      <TextField
        type="search"
        label={copy.searchLabel}
        hideLabel
        placeholder={copy.searchPlaceholder}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {list}
    </div>
  );
}
