import type { SelfProfile } from '@shared/api/profiles';
import { SCHEDULING_LINK_FIELD, type SchedulingLinkKind } from '@shared/scheduling-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { sessionQueryKey } from '../../session/session-api';
import { useViewer } from '../../session/viewer-context';
import { userKeys } from '../../users/user-api';
import { patchProfile, profileKeys } from '../profile-api';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';
import { patchAfterEvent } from '../../../lib/patch-after-event';

/**
 * Saves one link with PATCH /user (spec 1 §7: userId, modifiedBy, the link, firstName,
 * lastName), then updates the stored profile so the composer and the panels see it at once.
 */
export function useSaveSchedulingLink(kind: SchedulingLinkKind) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (link: string) =>
      patchProfile(api, {
        userId: viewer.userId,
        modifiedBy: viewer.userId,
        firstName: viewer.firstName || undefined,
        lastName: viewer.lastName || undefined,
        [SCHEDULING_LINK_FIELD[kind]]: link,
      }),
    onSuccess: (profile: SelfProfile) => {
      patchAfterEvent(queryClient, userKeys.byId(viewer.userId), (current: SelfProfile | undefined) => ({
        ...current,
        ...profile,
      }));
      void refreshAfterEvent(queryClient, profileKeys.allPublic);
      void refreshAfterEvent(queryClient, sessionQueryKey);
    },
  });
}
