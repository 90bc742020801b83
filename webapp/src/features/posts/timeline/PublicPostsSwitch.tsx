import { Field, Label, Switch } from '@headlessui/react';
import type { PublicSwitch } from '@shared/api/posts';
import { timelinesCopy } from '@shared/ui-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useApiClient } from '../../../lib/api-context';
import { useViewer } from '../../session/viewer-context';
import { postKeys } from '../post-keys';

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
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: postKeys.timeline({ kind: 'home', id: viewer.userId }) });
    },
  });
  const isPublic = save.isPending ? (save.variables ?? true) : (current.data?.isPublic ?? true);
  return (
    <Field className="flex items-center gap-2" title={timelinesCopy.publicPostsHint}>
      <Label className="text-sm font-medium text-slate-700">{timelinesCopy.publicPosts}</Label>
      <Switch
        checked={isPublic}
        disabled={current.isPending || save.isPending}
        onChange={(value) => save.mutate(value)}
        className={clsx(
          'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'bg-slate-500 data-checked:bg-accent-600 data-disabled:cursor-wait data-disabled:opacity-70',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[1.375rem]"
        />
      </Switch>
    </Field>
  );
}
