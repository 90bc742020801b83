import type { Applicant, ApplicantPage } from '@shared/api/jobs';
import { messages } from '@shared/messages';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { patchAfterEvent } from '../../../lib/patch-after-event';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { type ApplicantChange, jobKeys, updateApplicant } from '../jobs-api';

/** Puts an applicant's new state in every cached copy (the list rows and the details). */
export function patchApplicantInCaches(queryClient: QueryClient, applicant: Applicant): void {
  patchAfterEvent<Applicant>(queryClient, jobKeys.applicant(applicant.jobId, applicant.userId), (cached) =>
    cached ? { ...cached, ...applicant } : applicant,
  );
  patchAfterEvent<InfiniteData<ApplicantPage>>(
    queryClient,
    jobKeys.applicantLists(applicant.jobId),
    (data) =>
      data?.pages
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((row) => (row.userId === applicant.userId ? { ...row, ...applicant } : row)),
            })),
          }
        : data,
    { prefix: true },
  );
}

/** Rating, internal note or the Meg AI flag of one applicant, owner only (spec 3 §4.7, §8). */
export function useUpdateApplicant() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, userId, change }: { jobId: string; userId: string; change: ApplicantChange }) => {
      if (!jobId || !userId || !viewer.userId) return Promise.reject(new Error(messages.jobs.notAllowedToUpdate));
      return updateApplicant(api, { jobId, userId, modifiedBy: viewer.userId }, change);
    },
    onSuccess: (applicant, { change }) => {
      patchApplicantInCaches(queryClient, applicant);
      // A rating moves the applicant between the two lists: their filters decide again.
      if ('rating' in change) void refreshAfterEvent(queryClient, jobKeys.applicantLists(applicant.jobId));
      toast.success('aiEnabled' in change ? messages.jobs.aiToggled(change.aiEnabled) : messages.jobs.applicantUpdated);
    },
    onError: (error) =>
      toast.error(error.message === messages.jobs.notAllowedToUpdate ? error.message : messages.jobs.updateFailed),
  });
}
