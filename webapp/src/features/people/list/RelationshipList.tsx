import { uiCopy } from '@shared/ui-copy';
import { Users } from 'lucide-react';
import { RelationshipRowItem } from './RelationshipRow';
import { SidebarList } from './SidebarList';
import { useRelationships, useUnreadPairings } from './use-relationships';

/** My Relationships, with the assistant's row on top and unread markers. */
export function RelationshipList() {
  const query = useRelationships();
  const unread = useUnreadPairings();
  return (
    <SidebarList
      query={query}
      keyOf={(row) => row.pairingId}
      renderRow={(row) => <RelationshipRowItem row={row} isUnread={row.unread || unread.has(row.pairingId)} />}
      emptyIcon={Users}
      emptyText={uiCopy.sidebar.relationshipsEmptyText}
      isPinned={(row) => row.role !== 'user'}
    />
  );
}
