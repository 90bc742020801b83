import { groupsCopy } from '@shared/ui-copy';
import { UsersRound } from 'lucide-react';
import type { SearchGroupRow } from './search-api';

/** A group in search results; opens the group workspace. */
export function GroupResultRow({ group, onOpen }: { group: SearchGroupRow; onOpen: () => void }) {
  return (
    <button
      type="button"
      data-search-item
      onClick={onOpen}
      className="flex w-full min-w-0 items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
      >
        <UsersRound className="size-4" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium text-slate-900" title={group.name}>
          {group.name}
        </span>
        <span className="truncate text-xs text-slate-600">{groupsCopy.list.members(group.memberCount)}</span>
      </span>
    </button>
  );
}
