import { messages } from '@shared/messages';
import { groupsCopy, uiCopy } from '@shared/ui-copy';
import { Lock, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { groupLink } from '../features/groups/group-link';
import { MembersDrawer } from '../features/groups/MembersDrawer';
import { ChatBox } from '../features/chat/ChatBox';
import { useChatLink } from '../features/chat/use-chat-link';
import { ShareCard } from '../features/composer/ShareCard';
import { useGroup, useLeaveWhenRemovedFromGroup } from '../features/groups/use-group';
import { Timeline } from '../features/posts/timeline/Timeline';
import { ThreadPanel } from '../features/posts/views/ThreadPanel';
import { useViewer } from '../features/session/viewer-context';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { isApiStatus } from '../lib/api-client';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';

const home = { label: uiCopy.nav.home, to: '/' };

/** /group/:groupId — the group workspace: breadcrumb with View Members, then its timeline. */
export function GroupRoute() {
  const { groupId = '' } = useParams();
  const isChatLink = useChatLink();
  const group = useGroup(groupId);
  const [isMembersOpen, setIsMembersOpen] = useState(false);
  const viewer = useViewer();
  useLeaveWhenRemovedFromGroup(groupId);

  if (group.isPending) {
    return (
      <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (group.isError && isApiStatus(group.error, 403)) {
    // 'Group Content Only' (spec 3 §1): the server's message names the administrator to contact.
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{groupsCopy.route.membersOnlyTitle}</h1>
        <Breadcrumbs items={[home, { label: uiCopy.screens.groupCrumb }]} />
        <section role="alert" className="rounded-lg border border-slate-200 bg-white">
          <EmptyState icon={Lock} title={groupsCopy.route.membersOnlyTitle} text={group.error.message} />
        </section>
      </div>
    );
  }
  if (group.isError) {
    const isGone = isApiStatus(group.error, 404);
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{uiCopy.screens.groupTitle}</h1>
        <Breadcrumbs items={[home, { label: uiCopy.screens.groupCrumb }]} />
        <section className="rounded-lg border border-slate-200 bg-white">
          <ErrorState
            message={isGone ? messages.groups.notFound : group.error.message}
            onRetry={isGone ? undefined : () => void group.refetch()}
            isRetrying={group.isFetching}
          />
        </section>
      </div>
    );
  }
  // A job's applicant workspace is shown as that workspace, with the stepper or the applicant's details.
  if (group.data.jobId) return <Navigate to={groupLink(group.data, viewer.userId)} replace />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{group.data.name}</h1>
      <Breadcrumbs
        items={[home, { label: group.data.name }]}
        action={
          <Button variant="ghost" size="sm" icon={UsersRound} onClick={() => setIsMembersOpen(true)}>
            {groupsCopy.members.viewMembers}
          </Button>
        }
      />
      <ChatBox isOpenedByLink={isChatLink} target={{ kind: 'group', groupId, name: group.data.name }} />
      <ShareCard audience={{ kind: 'group', groupId, name: group.data.name }} />
      <Timeline
        scope={{ kind: 'group', id: groupId }}
        context={{ kind: 'group', groupId }}
        viewedTarget={{ kind: 'group', groupId, userId: viewer.userId }}
        empty={
          <section className="rounded-lg border border-slate-200 bg-white">
            <EmptyState icon={UsersRound} title={groupsCopy.route.timelineTitle} text={groupsCopy.route.timelineText} />
          </section>
        }
      />
      <ThreadPanel />
      <MembersDrawer group={group.data} open={isMembersOpen} onClose={() => setIsMembersOpen(false)} />
    </div>
  );
}
