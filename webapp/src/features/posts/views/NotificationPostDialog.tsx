import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { postViewsCopy } from '@shared/ui-copy';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Location, matchPath, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IconButton } from '../../../ui';
import { PostCard } from '../cards/PostCard';
import { ViewerPortalRoot } from '../viewers/viewer-portal';
import { knownGroupOf } from './known-group';
import { type OpenedPost, openedPostOf, withoutOpenedPost } from './notification-post-params';
import { PostViewState } from './PostViewState';
import { postViewOutcome } from './post-view-outcome';
import { usePostDetail } from './use-post-detail';

const copy = postViewsCopy.fullScreen;

/**
 * The full-screen post dialog for ?postId= (or ?notificationPostId=), mounted once by the
 * signed-in shell (spec 3 §2.1, §2.2, §6). Close goes back in history when there is some,
 * otherwise home (a notification on a group page just clears its parameters).
 */
export function NotificationPostDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const opened = openedPostOf(searchParams);
  if (!opened) return null;

  const close = () => {
    if (hasHistory(location)) navigate(-1);
    else if (opened.param === 'notificationPostId')
      setSearchParams((params) => withoutOpenedPost(params), { replace: true, preventScrollReset: true });
    else navigate('/', { replace: true });
  };

  return (
    <Dialog open onClose={close} className="relative z-50">
      <FullScreenPost key={opened.postId ?? ''} opened={opened} onClose={close} />
    </Dialog>
  );
}

/** react-router numbers the browser's entries (idx); a memory router only tells whether this is the first. */
function hasHistory(location: Location): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : location.key !== 'default';
}

function FullScreenPost({ opened, onClose }: { opened: OpenedPost; onClose: () => void }) {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  return (
    <DialogPanel ref={setPanel} className="fixed inset-0 flex flex-col bg-slate-50">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white py-2 pr-2 pl-4">
        <DialogTitle className="text-base font-semibold text-slate-900">{copy.title}</DialogTitle>
        <IconButton icon={X} label={copy.close} onClick={onClose} />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto w-full max-w-3xl p-4 mobile:p-2">
          <ViewerPortalRoot element={panel}>
            {opened.postId ? (
              <OpenedPostBody postId={opened.postId} />
            ) : (
              <PostViewState
                outcome={{ kind: 'notFound' }}
                loadingLabel={copy.loading}
                onRetry={() => {}}
                isRetrying={false}
              />
            )}
          </ViewerPortalRoot>
        </div>
      </div>
    </DialogPanel>
  );
}

function OpenedPostBody({ postId }: { postId: string }) {
  const detail = usePostDetail(postId);
  const outcome = postViewOutcome(detail);
  const redirectTo = useRestrictedRedirect(postId, outcome.kind === 'restricted');
  if (outcome.kind === 'ready') return <PostCard post={outcome.post} context={{ kind: 'notification' }} highlight />;
  if (redirectTo) return null;
  return (
    <PostViewState
      outcome={outcome}
      loadingLabel={copy.loading}
      onRetry={() => void detail.refetch()}
      isRetrying={detail.isFetching}
    />
  );
}

/**
 * Spec 3 §2.2: a post not shared with the viewer sends them to its group when the group is
 * known (the group screen tells a former member who to ask); elsewhere the notice stays.
 */
function useRestrictedRedirect(postId: string, isRestricted: boolean): string | null {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groupId = isRestricted ? knownGroupOf(queryClient, postId, searchParams) : null;
  const target = groupId ? `/group/${encodeURIComponent(groupId)}` : null;
  const redirectTo = target && !matchPath(target, pathname) ? target : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);
  return redirectTo;
}
