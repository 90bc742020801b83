import type { ApiList } from '@shared/api/envelope';
import type { SentInvitation } from '@shared/api/invitations';
import { invitationsCopy } from '@shared/ui-copy';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiStatus } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { onFirstUse } from '../../lib/on-first-use';
import { toast } from '../../ui/toast-store';
import { fetchSentInvitations, invitationKeys, withdrawInvitation } from './invitations-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** Invitations per page of the pending list. */
export const PENDING_INVITATIONS_PAGE = 20;

type Pages = InfiniteData<ApiList<SentInvitation>, number>;

/**
 * The signed-in user's pending invitations, paged by skip; refetched whenever the drawer
 * opens (invitations sent since then show up) and when `invitation.accepted` arrives.
 */
export function usePendingInvitations() {
  const api = useApiClient();
  const query = useInfiniteQuery({
    queryKey: invitationKeys.sent,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchSentInvitations(api, pageParam, PENDING_INVITATIONS_PAGE),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
    refetchOnMount: 'always',
  });
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.results)
      .filter((row) => !seen.has(row.invitationId) && seen.add(row.invitationId));
  }, [query.data]);
  return { ...query, rows };
}

/** Drops a withdrawn invitation from the cached pages so its row disappears at once. */
function withoutInvitation(data: Pages | undefined, invitationId: string): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const results = page.results.filter((row) => row.invitationId !== invitationId);
      const removed = page.results.length - results.length;
      return { results, count: Math.max(0, page.count - removed) };
    }),
  };
}

/** DELETE /api/invitations/{id}: 'Invitation withdrawn.' and the row disappears. */
export function useWithdrawInvitation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: SentInvitation) => withdrawInvitation(api, invitation.invitationId),
    onSuccess: (_answer, invitation) => {
      queryClient.setQueryData<Pages>(invitationKeys.sent, (data) => withoutInvitation(data, invitation.invitationId));
      toast.success(invitationsCopy.pending.withdrawn);
      void refreshAfterEvent(queryClient, invitationKeys.sent);
    },
    onError: (error) => {
      toast.error(error.message);
      // Gone or accepted meanwhile: the list is out of date.
      if (isApiStatus(error, 404) || isApiStatus(error, 409)) {
        void refreshAfterEvent(queryClient, invitationKeys.sent);
      }
    },
  });
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }));

/** A date in the user's (the browser's) time zone, e.g. 'Nov 23, 2026'; the full form for a tooltip. */
export function formatInvitationDate(iso: string): { short: string; full: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { short: iso, full: iso };
  return { short: dateFormat().format(date), full: dateTimeFormat().format(date) };
}
