import type { PublicSwitch } from '@shared/api/posts';
import { timelinesCopy } from '@shared/ui-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { Switch } from '../../../ui/Switch';
import { useViewer } from '../../session/viewer-context';
import { postKeys } from '../post-keys';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';
import { patchAfterEvent } from '../../../lib/patch-after-event';

/**
 * The home feed's public-posts switch (spec 3 §4.2, §7): on by default; off leaves only the
 * posts shared with the viewer personally, in a group or in a relationship.
 */
export function PublicPostsSwitch() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const key = ['posts', 'publicSwitch', viewer.userId] as const;
  const current = useQuery({
    queryKey: key,
    queryFn: () => api.get<PublicSwitch>('/api/user/isPublic/posts', { userId: viewer.userId, toggle: true }),
  });
  const save = useMutation({
    mutationFn: (toggle: boolean) =>
      api.post<PublicSwitch>('/api/user/toggle/posts', { userId: viewer.userId, toggle }),
    onSuccess: (answer) => {
      patchAfterEvent(queryClient, key, () => answer);
      void refreshAfterEvent(queryClient, postKeys.timeline({ kind: 'home', id: viewer.userId }));
    },
  });
  const isPublic = save.isPending ? (save.variables ?? true) : (current.data?.isPublic ?? true);
  return (
    <Switch
      label={timelinesCopy.publicPosts}
      labelClassName="text-sm font-medium text-slate-700"
      title={timelinesCopy.publicPostsHint}
      checked={isPublic}
      disabled={current.isPending || save.isPending}
      onChange={(value) => save.mutate(value)}
      className="flex items-center gap-2"
    />
  );
}
