import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';

/** My Groups: the groups feature lists them here; a new account starts with none. */
export function GroupList() {
  return (
    <EmptyState
      size="sm"
      icon={UsersRound}
      title={messages.relationships.emptyTitle}
      text={uiCopy.sidebar.groupsEmptyText}
    />
  );
}
