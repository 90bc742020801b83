import { uiCopy } from '@shared/ui-copy';
import { UsersRound } from 'lucide-react';
import { SidebarList } from '../people/list/SidebarList';
import { GroupRowItem } from './GroupRow';
import { useMyGroups, useUnreadGroups } from './use-groups';

/** My Groups, newest activity first, with unread markers. */
export function GroupList() {
  const query = useMyGroups();
  const unread = useUnreadGroups();
  return (
    <SidebarList
      query={query}
      keyOf={(row) => row.groupId}
      renderRow={(row) => <GroupRowItem row={row} isUnread={row.unread || unread.has(row.groupId)} />}
      emptyIcon={UsersRound}
      emptyText={uiCopy.sidebar.groupsEmptyText}
    />
  );
}
