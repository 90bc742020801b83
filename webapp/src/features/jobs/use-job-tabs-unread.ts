import type { JobTabsUnread } from '@shared/api/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context';
import { useViewer } from '../session/viewer-context';
import type { JobPhase } from '../shell/paths';
import { fetchJobTabsUnread, jobKeys, markJobTabViewed } from './jobs-api';

const NOTHING_NEW: JobTabsUnread = { applied: false, posted: false };

/**
 * The Applied and Posted tabs' unread markers (spec 1 §2 Sidebar): the server tells what is
 * new in each since it was last viewed (a new applicant or their message on a posted job; a
 * change of an applied job or its owner's message). The tab on screen is marked viewed as
 * soon as it has something new, so its marker clears; job and workspace events ask again.
 */
export function useJobTabsUnread(shown: JobPhase): JobTabsUnread {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKeys.tabsUnread(viewer.userId),
    queryFn: () => fetchJobTabsUnread(api),
    staleTime: 30_000,
  });
  const field = shown === 'APPLIED' ? 'applied' : 'posted';
  const hasNewHere = query.data?.[field] === true;
  useEffect(() => {
    if (!hasNewHere) return;
    markJobTabViewed(api, shown).then(
      () =>
        queryClient.setQueryData<JobTabsUnread>(jobKeys.tabsUnread(viewer.userId), (old) =>
          old ? { ...old, [field]: false } : old,
        ),
      () => undefined,
    );
  }, [api, queryClient, hasNewHere, shown, field, viewer.userId]);
  const unread = query.data ?? NOTHING_NEW;
  // The tab on screen is being viewed: its marker is cleared (the call above records it).
  return { ...unread, [field]: false };
}
