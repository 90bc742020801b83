import { useSearchParams } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { MountOnFirstOpen } from '../../ui/MountOnFirstOpen';
import { useComposerStore } from '../composer/composer-store';
import { useReceiverLink } from '../composer/use-receiver-link';
import { openedPostOf } from '../posts/views/notification-post-params';

// The composer and the full-screen post are heavy (editor, uploads, gallery): chunks of their
// own, fetched when first opened. Mounted once by the shell and by the side panel.
const ShareDrawer = lazyComponent(() => import('../composer/ShareDrawer'), 'ShareDrawer');
const NotificationPostDialog = lazyComponent(
  () => import('../posts/views/NotificationPostDialog'),
  'NotificationPostDialog',
);

/** The share drawer (and its pop-ups-blocked dialog), loaded the first time the composer opens. */
export function LazyShareDrawer() {
  useReceiverLink();
  const isOpen = useComposerStore((state) => state.isOpen || state.blockedMeetingUrl !== null);
  return (
    <MountOnFirstOpen isOpen={isOpen}>
      <ShareDrawer />
    </MountOnFirstOpen>
  );
}

/** The ?postId= dialog, loaded the first time a link names a post. */
export function LazyNotificationPostDialog() {
  const [searchParams] = useSearchParams();
  return (
    <MountOnFirstOpen isOpen={openedPostOf(searchParams) !== null}>
      <NotificationPostDialog />
    </MountOnFirstOpen>
  );
}
