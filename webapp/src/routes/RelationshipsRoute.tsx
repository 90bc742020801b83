import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { UserPlus } from 'lucide-react';
import { PendingChatBox } from '../features/chat/PendingChatBox';
import { RelationshipList } from '../features/people/list/RelationshipList';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { useShellStore } from '../features/shell/shell-store';
import { Button } from '../ui/Button';

/**
 * /relationships — My Relationships as a page of its own (the list the sidebar also shows),
 * with a chat box whose message waits for the relationship the user opens next (spec 2 §4).
 */
export function RelationshipsRoute() {
  const openPanel = useShellStore((state) => state.openPanel);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs items={[{ label: uiCopy.nav.home, to: '/' }, { label: uiCopy.sidebar.relationshipsTitle }]} />
      <section
        aria-labelledby="relationships-title"
        className="flex flex-col rounded-lg border border-slate-200 bg-white"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
          <h1 id="relationships-title" className="text-base font-semibold text-slate-900">
            {uiCopy.sidebar.myRelationships}
          </h1>
          <Button size="sm" icon={UserPlus} onClick={() => openPanel('newRelationship')}>
            {messages.relationships.connectWithSomeone}
          </Button>
        </div>
        <PendingChatBox className="m-3" />
        <RelationshipList />
      </section>
    </div>
  );
}
