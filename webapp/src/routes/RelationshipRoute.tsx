import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { MessagesSquare, UserRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAssistant } from '../features/assistant/assistant-api';
import { AssistantProfileCard, TestPersonaCard } from '../features/assistant/AssistantProfileCard';
import { AssistantShareCard } from '../features/assistant/AssistantShareCard';
import { ChatBox } from '../features/chat/ChatBox';
import { useChatLink } from '../features/chat/use-chat-link';
import { ShareCard } from '../features/composer/ShareCard';
import { ConnectionCard } from '../features/people/connection/ConnectionCard';
import { usePairingStatus } from '../features/people/connection/use-pairing-status';
import { useLeaveWhenRemoved } from '../features/people/relationship/use-relationship-effects';
import { useRelationshipTarget } from '../features/people/relationship/use-relationship-target';
import { Timeline } from '../features/posts/timeline/Timeline';
import { ThreadPanel } from '../features/posts/views/ThreadPanel';
import { useViewer } from '../features/session/viewer-context';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { lazyComponent } from '../lib/lazy-component';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';

const home = { label: uiCopy.nav.home, to: '/' };

/** View Profile's drawer and the profile card in it load when first asked for. */
const RelationshipProfileDrawer = lazyComponent(
  () => import('../features/people/relationship/RelationshipProfileDrawer'),
  'RelationshipProfileDrawer',
);

/** /relationships/:relationshipId — the one-to-one workspace with its connection card. */
export function RelationshipRoute() {
  const { relationshipId = '' } = useParams();
  const isChatLink = useChatLink();
  const target = useRelationshipTarget(relationshipId);
  const person = target.data;
  const status = usePairingStatus(person?.userId ?? null);
  // null until View Profile is first pressed: the drawer is not mounted (nor loaded) before.
  const [isProfileOpen, setIsProfileOpen] = useState<boolean | null>(null);
  const viewer = useViewer();
  const assistantQuery = useAssistant();
  const assistant = assistantQuery.data;
  useLeaveWhenRemoved(person?.userId);

  // Meg's relationship (and the test persona's) has a layout of its own: drawn before the
  // viewer's assistant record is known, the plain one showed first and then moved down.
  if (target.isPending || assistantQuery.isPending) {
    return (
      <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (target.isError || !person) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{uiCopy.screens.relationshipTitle}</h1>
        <Breadcrumbs items={[home, { label: uiCopy.screens.relationshipCrumb }]} />
        <section className="rounded-lg border border-slate-200 bg-white">
          <ErrorState
            message={messages.people.unableToRetrieveRelationship}
            onRetry={() => void target.refetch()}
            isRetrying={target.isFetching}
          />
        </section>
      </div>
    );
  }
  const crumb = messages.profile.youPlus(person.firstName || person.lastName);
  // The assistant relationship, and the test persona's while test mode is on (spec 2 §2, §4).
  const assistantSide = !assistant
    ? null
    : person.userId === assistant.assistantId
      ? 'assistant'
      : person.userId === assistant.testUserId
        ? 'testUser'
        : null;
  const pairingId = status.data?.status === 'connected' ? status.data.pairingId : null;
  const emptyTimeline = (
    <section className="rounded-lg border border-slate-200 bg-white">
      <EmptyState
        icon={MessagesSquare}
        title={peopleCopy.relationship.timelineTitle}
        text={peopleCopy.relationship.timelineText}
      />
    </section>
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{crumb}</h1>
      <Breadcrumbs
        items={[home, { label: crumb }]}
        action={
          <Button variant="ghost" size="sm" icon={UserRound} onClick={() => setIsProfileOpen(true)}>
            {peopleCopy.relationship.viewProfile}
          </Button>
        }
      />
      {assistant && assistantSide === 'assistant' ? (
        <AssistantProfileCard assistant={assistant} />
      ) : assistantSide === 'testUser' ? (
        <TestPersonaCard />
      ) : (
        <ConnectionCard person={person} />
      )}
      {pairingId ? (
        <>
          <ChatBox
            isOpenedByLink={isChatLink}
            target={{ kind: 'pairing', pairingId, userId: person.userId, name: person.firstName || person.lastName }}
          />
          {assistant && assistantSide ? (
            <AssistantShareCard assistant={assistant} />
          ) : (
            <ShareCard
              audience={{ kind: 'pairing', userId: person.userId, name: person.firstName || person.lastName }}
            />
          )}
        </>
      ) : null}
      {pairingId ? (
        <Timeline
          scope={{ kind: 'pairing', id: pairingId }}
          context={{
            kind: 'relationship',
            pairingId,
            otherUserId: person.userId,
            isTestMode: assistantSide === 'testUser',
          }}
          viewedTarget={{ kind: 'pairing', userId: viewer.userId, otherUserId: person.userId }}
          empty={emptyTimeline}
        />
      ) : (
        emptyTimeline
      )}
      <ThreadPanel />
      {isProfileOpen === null ? null : (
        <Suspense fallback={null}>
          <RelationshipProfileDrawer
            userId={person.userId}
            firstName={person.firstName}
            open={isProfileOpen}
            onClose={() => setIsProfileOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
