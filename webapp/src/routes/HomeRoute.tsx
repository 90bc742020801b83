import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { Newspaper, UserPlus } from 'lucide-react';
import { useViewer } from '../features/session/viewer-context';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { useShellStore } from '../features/shell/shell-store';
import { ShareCard } from '../features/composer/ShareCard';
import { PublicPostsSwitch } from '../features/posts/timeline/PublicPostsSwitch';
import { Timeline } from '../features/posts/timeline/Timeline';
import { ThreadPanel } from '../features/posts/views/ThreadPanel';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';

/** / : the home feed (every post the viewer may see); a new account sees a welcome that points to connecting. */
export function HomeRoute() {
  const viewer = useViewer();
  const openPanel = useShellStore((state) => state.openPanel);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{uiCopy.nav.home}</h1>
      <Breadcrumbs items={[{ label: uiCopy.nav.home }]} action={<PublicPostsSwitch />} />
      <ShareCard />
      <Timeline
        scope={{ kind: 'home', id: viewer.userId }}
        context={{ kind: 'home' }}
        empty={
          <section className="rounded-lg border border-slate-200 bg-white">
            <EmptyState
              icon={Newspaper}
              title={uiCopy.screens.homeTitle(viewer.firstName)}
              text={uiCopy.screens.homeText}
              action={
                <Button icon={UserPlus} onClick={() => openPanel('newRelationship')}>
                  {messages.relationships.connectWithSomeone}
                </Button>
              }
            />
          </section>
        }
      />
      <ThreadPanel />
    </div>
  );
}
