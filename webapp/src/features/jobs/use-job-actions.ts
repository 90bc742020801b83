import type { Job } from '@shared/api/jobs';
import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useCopyWithToast } from '../profile/use-copy-with-toast';
import { useViewer } from '../session/viewer-context';
import { patchJobInCaches, refreshJobLists } from './job-cache';
import { updateJob } from './jobs-api';

export const publicJobPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}`;

/** Copy Job Link: {host}/job/{jobId} with the spec's toast (spec 1 §8). */
export function useCopyJobLink() {
  const api = useApiClient();
  const copyWithToast = useCopyWithToast();
  return useCallback(
    async (jobId: string) => copyWithToast(await api.url(publicJobPath(jobId)), messages.jobs.linkCopied),
    [api, copyWithToast],
  );
}

/** Close Job (Published → Closed) and Reopen Job (Closed → Published), creator only (spec 3 §4.7). */
export function useSetJobStatus() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, status }: { jobId: string; status: Job['status'] }) =>
      updateJob(api, { modifiedBy: viewer.userId, jobId, status }),
    onSuccess: (job) => {
      patchJobInCaches(queryClient, job.jobId, job);
      void refreshJobLists(queryClient);
    },
    onError: (error) => toast.error(error.message || messages.jobs.updateFailed),
  });
}
