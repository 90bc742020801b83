import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { UserPlus, UsersRound } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import { useCreateGroupDraft } from '../groups/create-group-store';
import { GroupInvitations } from '../groups/GroupInvitations';
import { GroupList } from '../groups/GroupList';
import { useUnreadGroups } from '../groups/use-groups';
import { RelationshipList } from '../people/list/RelationshipList';
import { useUnreadPairings } from '../people/list/use-relationships';
import { SearchDropdown } from '../people/search/SearchDropdown';
import { type RelationshipsTab, useShellStore } from './shell-store';

/** Relationships: search, CONNECT WITH SOMEONE or CREATE A GROUP, and the two lists. */
export function RelationshipsSidebar({ showTitle = true }: { showTitle?: boolean }) {
  const tab = useShellStore((state) => state.relationshipsTab);
  const setTab = useShellStore((state) => state.setRelationshipsTab);
  const openPanel = useShellStore((state) => state.openPanel);
  const setInitialGroupName = useCreateGroupDraft((state) => state.setInitialName);
  const unreadPairings = useUnreadPairings();
  const unreadGroups = useUnreadGroups();
  const isGroups = tab === 'groups';
  const createGroup = (name: string) => {
    setInitialGroupName(name);
    openPanel('createGroup');
  };
  return (
    <>
      <div className="flex flex-col gap-3 p-4 pb-3">
        {showTitle ? (
          <h2 className="text-base font-semibold text-slate-900">{uiCopy.sidebar.relationshipsTitle}</h2>
        ) : null}
        <SearchDropdown key={tab} tab={tab} onCreateGroup={createGroup} />
        <Button
          fullWidth
          icon={isGroups ? UsersRound : UserPlus}
          onClick={() => (isGroups ? createGroup('') : openPanel('newRelationship'))}
        >
          {isGroups ? messages.relationships.createGroup : messages.relationships.connectWithSomeone}
        </Button>
      </div>
      <GroupInvitations />
      <Tabs
        label={uiCopy.sidebar.listsLabel}
        unreadLabel={uiCopy.sidebar.tabUnread}
        selectedId={tab}
        onChange={(id) => setTab(id as RelationshipsTab)}
        className="min-h-0 flex-1"
        panelClassName="overflow-y-auto"
        items={[
          {
            id: 'relationships',
            label: uiCopy.sidebar.myRelationships,
            hasUnread: unreadPairings.size > 0,
            panel: <RelationshipList />,
          },
          { id: 'groups', label: uiCopy.sidebar.myGroups, hasUnread: unreadGroups.size > 0, panel: <GroupList /> },
        ]}
      />
    </>
  );
}
