import type { Job, OwnApplication } from '@shared/api/jobs';
import { canStillSubmit, JOB_SUBMIT_GRACE_HOURS } from '@shared/jobs';
import { jobsCopy } from '@shared/ui-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { formatFullDate } from '../../posts/format/dates';
import { useViewer } from '../../session/viewer-context';
import { ApplicantStepper } from '../ApplicantStepper';
import { refreshJobLists } from '../job-cache';
import type { JobPhase } from '../job-types';
import { fetchApplicant, jobKeys, submitApplication } from '../jobs-api';
import { JobDialog } from '../page/JobDialog';
import { patchAfterEvent } from '../../../lib/patch-after-event';

/** The viewer's own application, live through `application.updated` (jobs-realtime.ts). */
export function useOwnApplication(jobId: string) {
  const api = useApiClient();
  const viewer = useViewer();
  return useQuery({
    queryKey: jobKeys.applicant(jobId, viewer.userId),
    queryFn: () => fetchApplicant<OwnApplication>(api, jobId, viewer.userId),
  });
}

/** The stepper for a non-owner (spec 2 §2), with SUBMIT APPLICATION until submitted. */
export function ApplicantProgress({ job, phase }: { job: Job; phase: JobPhase }) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const application = useOwnApplication(job.jobId);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const submit = useMutation({
    mutationFn: () => submitApplication(api, job.jobId),
    onSuccess: (own) => {
      patchAfterEvent(queryClient, jobKeys.applicant(job.jobId, viewer.userId), () => own);
      void refreshJobLists(queryClient);
      toast.success(jobsCopy.page.submitted);
      setDialogOpen(true);
    },
    onError: (error) => toast.error(error.message),
  });
  const status = application.data?.status ?? job.applicant?.status ?? 'STARTED';
  const closedAt = job.status === 'Closed' ? job.closedAt : null;
  const hint = closedAt
    ? jobsCopy.page.submitAfterClose(
        formatFullDate(new Date(new Date(closedAt).getTime() + JOB_SUBMIT_GRACE_HOURS * 3_600_000).toISOString()),
      )
    : jobsCopy.page.submitHint;
  return (
    <div className="flex flex-col gap-3">
      <ApplicantStepper
        status={status}
        jobTitle={job.title}
        companyName={job.companyName}
        companyLogo={job.companyLogo}
        showHiringTeam={phase === 'APPLIED'}
      />
      {status !== 'SUBMITTED' && canStillSubmit(job) ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
          <p className="text-sm text-slate-700">{hint}</p>
          <Button size="sm" icon={Send} isLoading={submit.isPending} onClick={() => submit.mutate()}>
            {jobsCopy.page.submit}
          </Button>
        </div>
      ) : null}
      <JobDialog
        open={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        isClosed={job.status === 'Closed'}
        phase={phase}
      />
    </div>
  );
}
