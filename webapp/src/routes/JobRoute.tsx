import { messages } from '@shared/messages';
import { jobsCopy, uiCopy } from '@shared/ui-copy';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApplicantList } from '../features/jobs/applicants/ApplicantList';
import { ApplyActions } from '../features/jobs/page/ApplyActions';
import { JobAccordion } from '../features/jobs/page/JobAccordion';
import { JobDetails } from '../features/jobs/page/JobDetails';
import { JobDialog } from '../features/jobs/page/JobDialog';
import { OwnerJobActions } from '../features/jobs/page/OwnerJobActions';
import { useApplicantCounts } from '../features/jobs/page/use-applicant-counts';
import { useJob } from '../features/jobs/use-job';
import { useViewer } from '../features/session/viewer-context';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { useJobPhase } from '../features/shell/JobsSidebar';
import { jobsHomePath } from '../features/shell/paths';
import { isApiStatus } from '../lib/api-client';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';

type Section = 'job' | 'eligible' | 'ineligible' | null;

/** Which accordion opens first (spec 3 §2.7): ?view=job (or no view on Applied) shows Job Details. */
function initialSection(view: string | null, phase: string): Section {
  if (view === 'job') return 'job';
  if (view === 'applicants') return 'eligible';
  if (view === 'incomplete') return 'ineligible';
  return phase === 'APPLIED' ? 'job' : 'eligible';
}

/** /jobs/:jobId — the job page; another job or ?view= (the job menu's View Applicants) opens afresh. */
export function JobRoute() {
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  return <JobPage key={`${jobId}:${params.get('view') ?? ''}`} jobId={jobId} view={params.get('view')} />;
}

/** Three mutually exclusive accordions for the job's creator, Job Details for everyone else. */
function JobPage({ jobId, view }: { jobId: string; view: string | null }) {
  const phase = useJobPhase();
  const viewer = useViewer();
  const job = useJob(jobId);
  const isOwner = job.data?.createdBy === viewer.userId;
  const counts = useApplicantCounts(jobId, isOwner);
  const [section, setSection] = useState<Section>(() => initialSection(view, phase));
  const [dismissedClosedFor, setDismissedClosedFor] = useState<string | null>(null);
  const crumbs = (title: string) => [{ label: uiCopy.nav.jobs, to: jobsHomePath(phase) }, { label: title }];

  if (job.isPending) {
    return (
      <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (job.isError) {
    const isMissing = isApiStatus(job.error, 404) || isApiStatus(job.error, 403);
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{uiCopy.screens.jobTitle}</h1>
        <Breadcrumbs items={crumbs(uiCopy.screens.jobCrumb)} />
        <section className="rounded-lg border border-slate-200 bg-white">
          {isMissing ? (
            <EmptyState icon={FileText} title={messages.jobs.noJobDetails} text={job.error.message} />
          ) : (
            <ErrorState message={job.error.message} onRetry={() => void job.refetch()} isRetrying={job.isFetching} />
          )}
        </section>
      </div>
    );
  }
  const data = job.data;
  const toggle = (next: Exclude<Section, null>) => setSection((current) => (current === next ? null : next));
  const details = (
    <JobDetails job={data} actions={isOwner ? <OwnerJobActions job={data} /> : <ApplyActions job={data} />} />
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{data.title}</h1>
      <Breadcrumbs items={crumbs(data.title)} />
      {isOwner ? (
        <>
          <JobAccordion title={jobsCopy.page.details} isOpen={section === 'job'} onToggle={() => toggle('job')}>
            {details}
          </JobAccordion>
          <JobAccordion
            title={jobsCopy.page.eligible(counts.data?.eligible ?? 0)}
            isOpen={section === 'eligible'}
            onToggle={() => toggle('eligible')}
          >
            <ApplicantList jobId={jobId} kind="eligible" totalApplicants={counts.data?.total ?? 0} />
          </JobAccordion>
          <JobAccordion
            title={jobsCopy.page.ineligible(counts.data?.ineligible ?? 0)}
            isOpen={section === 'ineligible'}
            onToggle={() => toggle('ineligible')}
          >
            <ApplicantList jobId={jobId} kind="ineligible" totalApplicants={counts.data?.total ?? 0} />
          </JobAccordion>
        </>
      ) : (
        <section aria-label={jobsCopy.page.details} className="rounded-lg border border-slate-200 bg-white p-4">
          {details}
        </section>
      )}
      <JobDialog
        open={!isOwner && data.status === 'Closed' && dismissedClosedFor !== data.jobId}
        onClose={() => setDismissedClosedFor(data.jobId)}
        isClosed
        phase={phase}
      />
    </div>
  );
}
