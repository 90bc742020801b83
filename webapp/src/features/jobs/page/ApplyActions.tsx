import type { Job } from '@shared/api/jobs';
import { jobsCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link2, Send } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { toast } from '../../../ui/toast-store';
import { applicantPath } from '../applicants/applicant-path';
import { refreshJobLists } from '../job-cache';
import { applyToJob, jobKeys } from '../jobs-api';
import { useCopyJobLink } from '../use-job-actions';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

/** Apply, then continue in the applicant workspace (spec README: apply answers the group). */
export function useApply(jobId: string) {
  const api = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyToJob(api, jobId),
    onSuccess: (applied) => {
      void refreshAfterEvent(queryClient, jobKeys.detail(jobId));
      void refreshJobLists(queryClient);
      navigate(applicantPath(jobId, applied.groupId, { phase: 'APPLIED' }), { replace: true });
    },
    onError: (error) => toast.error(error.message),
  });
}

/** APPLY, or OPEN MY APPLICATION once applied; Copy Job Link for everyone (spec 1 §6). */
export function ApplyActions({ job }: { job: Job }) {
  const apply = useApply(job.jobId);
  const copyLink = useCopyJobLink();
  return (
    <>
      {job.applicant ? (
        <ButtonLink to={applicantPath(job.jobId, job.applicant.groupId, { phase: 'APPLIED' })} size="sm">
          {jobsCopy.page.openApplication}
        </ButtonLink>
      ) : job.status === 'Published' ? (
        <Button size="sm" icon={Send} isLoading={apply.isPending} onClick={() => apply.mutate()}>
          {jobsCopy.page.apply}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" icon={Link2} onClick={() => void copyLink(job.jobId)}>
        {jobsCopy.page.copyLink}
      </Button>
    </>
  );
}
