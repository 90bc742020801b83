import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import { GroupList } from '../people/GroupList';
import { RelationshipList } from '../people/RelationshipList';
import { type RelationshipsTab, useShellStore } from './shell-store';
import { SidebarSearch } from './SidebarSearch';

/** Relationships: search, CONNECT WITH SOMEONE or CREATE A GROUP, and the two lists. */
export function RelationshipsSidebar() {
  const tab = useShellStore((state) => state.relationshipsTab);
  const setTab = useShellStore((state) => state.setRelationshipsTab);
  const openPanel = useShellStore((state) => state.openPanel);
  const [term, setTerm] = useState('');
  const isGroups = tab === 'groups';
  return (
    <>
      <div className="flex flex-col gap-3 p-4 pb-3">
        <h2 className="text-base font-semibold text-slate-900">{uiCopy.sidebar.relationshipsTitle}</h2>
        <SidebarSearch
          value={term}
          onChange={setTerm}
          placeholder={
            isGroups ? messages.relationships.groupSearchPlaceholder : messages.relationships.searchPlaceholder
          }
        />
        <Button
          fullWidth
          icon={isGroups ? UsersRound : UserPlus}
          onClick={() => openPanel(isGroups ? 'createGroup' : 'newRelationship')}
        >
          {isGroups ? messages.relationships.createGroup : messages.relationships.connectWithSomeone}
        </Button>
      </div>
      <Tabs
        label={uiCopy.sidebar.listsLabel}
        unreadLabel={uiCopy.sidebar.tabUnread}
        selectedId={tab}
        onChange={(id) => setTab(id as RelationshipsTab)}
        className="min-h-0 flex-1"
        panelClassName="overflow-y-auto"
        items={[
          { id: 'relationships', label: uiCopy.sidebar.myRelationships, panel: <RelationshipList term={term} /> },
          { id: 'groups', label: uiCopy.sidebar.myGroups, panel: <GroupList /> },
        ]}
      />
    </>
  );
}
