import { Avatar } from '../../../ui/Avatar';
import { ConnectAction } from '../connection/ConnectAction';
import { displayNameOf } from '../relationships-api';
import type { SearchUserRow } from './search-api';

/** A person in search results: the row opens the relationship; CONNECT sits beside it. */
export function PersonResultRow({
  person,
  onOpen,
  source,
  isPopupItem = false,
}: {
  person: SearchUserRow;
  onOpen: () => void;
  source: string;
  isPopupItem?: boolean;
}) {
  const name = displayNameOf(person);
  const subline = person.headline || person.email || '';
  return (
    <div className="flex items-center gap-2 pr-2">
      <button
        type="button"
        data-search-item={isPopupItem || undefined}
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <Avatar name={name} src={person.avatar} size="sm" decorative />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium text-slate-900" title={name}>
            {name}
          </span>
          {subline ? (
            <span className="truncate text-xs text-slate-600" title={subline}>
              {subline}
            </span>
          ) : null}
        </span>
      </button>
      <ConnectAction person={person} status={person.status} source={source} isPopupItem={isPopupItem} />
    </div>
  );
}
