import { uiCopy } from '@shared/ui-copy';
import { Users } from 'lucide-react';
import { useAssistant } from '../../assistant/assistant-api';
import { RelationshipRowItem } from './RelationshipRow';
import { SidebarList } from './SidebarList';
import { useRelationships, useUnreadPairings } from './use-relationships';

/** My Relationships, with the assistant's row on top and unread markers. */
export function RelationshipList() {
  const query = useRelationships();
  const unread = useUnreadPairings();
  // The rows' menus need the viewer's assistant: asked for with the list, and once, so the rows
  // render once with their menus instead of again (every row) when it answers (issue 18).
  const assistant = useAssistant().data;
  return (
    <SidebarList
      query={query}
      keyOf={(row) => row.pairingId}
      renderRow={(row) => (
        <RelationshipRowItem row={row} isUnread={row.unread || unread.has(row.pairingId)} assistant={assistant} />
      )}
      emptyIcon={Users}
      emptyText={uiCopy.sidebar.relationshipsEmptyText}
      isPinned={(row) => row.role !== 'user'}
    />
  );
}
