import type { Applicant } from '@shared/api/jobs';
import { uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { FileText, UserRoundCheck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ChatBox } from '../features/chat/ChatBox';
import { ShareCard } from '../features/composer/ShareCard';
import { fetchGroupMembers } from '../features/groups/groups-api';
import { ApplicantDetails } from '../features/jobs/applicants/ApplicantDetails';
import { ApplicantProgress } from '../features/jobs/applicants/ApplicantProgress';
import { fetchApplicant, jobKeys } from '../features/jobs/jobs-api';
import { useJob } from '../features/jobs/use-job';
import { Timeline } from '../features/posts/timeline/Timeline';
import { ThreadPanel } from '../features/posts/views/ThreadPanel';
import { useViewer } from '../features/session/viewer-context';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { useJobPhase } from '../features/shell/JobsSidebar';
import { jobPath, jobsHomePath } from '../features/shell/paths';
import { useApiClient } from '../lib/api-context';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';

/** The applicant this owner is looking at: ?applicantId=, else the other member of the workspace. */
function useOwnerApplicant(jobId: string, groupId: string, isOwner: boolean) {
  const api = useApiClient();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const fromQuery = params.get('applicantId');
  const members = useQuery({
    queryKey: ['jobs', 'workspace-members', groupId],
    queryFn: () => fetchGroupMembers(api, groupId),
    enabled: isOwner && !fromQuery,
  });
  const applicantId = fromQuery ?? members.data?.find((member) => member.userId !== viewer.userId)?.userId ?? '';
  return useQuery({
    queryKey: jobKeys.applicant(jobId, applicantId),
    queryFn: () => fetchApplicant<Applicant>(api, jobId, applicantId),
    enabled: isOwner && Boolean(applicantId),
  });
}

function Loading() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** /jobs/:jobId/applicants/:groupId — the two-person workspace: chat and timeline, with details or the stepper. */
export function ApplicantRoute() {
  const { jobId = '', groupId = '' } = useParams();
  const phase = useJobPhase();
  const viewer = useViewer();
  const job = useJob(jobId);
  const isOwner = job.data?.createdBy === viewer.userId;
  const applicant = useOwnerApplicant(jobId, groupId, isOwner);

  if (job.isPending) return <Loading />;
  if (job.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{uiCopy.screens.applicantTitle}</h1>
        <Breadcrumbs
          items={[{ label: uiCopy.nav.jobs, to: jobsHomePath(phase) }, { label: uiCopy.screens.applicantCrumb }]}
        />
        <section className="rounded-lg border border-slate-200 bg-white">
          <ErrorState message={job.error.message} onRetry={() => void job.refetch()} isRetrying={job.isFetching} />
        </section>
      </div>
    );
  }
  const name = isOwner ? (applicant.data?.name ?? uiCopy.screens.applicantCrumb) : job.data.title;
  const title = isOwner ? `${job.data.title}: ${name}` : job.data.title;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{title}</h1>
      <Breadcrumbs
        items={[
          { label: uiCopy.nav.jobs, to: jobsHomePath(phase) },
          { label: job.data.title, to: jobPath(jobId, phase) },
          ...(isOwner ? [{ label: name }] : []),
        ]}
        action={
          <Link
            to={`${jobPath(jobId, phase)}&view=job`}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <FileText aria-hidden="true" className="size-4" />
            {uiCopy.screens.details}
          </Link>
        }
      />
      {isOwner ? (
        applicant.isPending ? (
          <Loading />
        ) : applicant.isError ? (
          <section className="rounded-lg border border-slate-200 bg-white">
            <EmptyState icon={UserRoundCheck} title={uiCopy.screens.applicantTitle} text={applicant.error.message} />
          </section>
        ) : (
          <ApplicantDetails key={applicant.data.userId} applicant={applicant.data} />
        )
      ) : (
        <ApplicantProgress job={job.data} phase={phase} />
      )}
      <ChatBox target={{ kind: 'group', groupId, name: title }} />
      <ShareCard audience={{ kind: 'group', groupId, name: title }} />
      <Timeline
        scope={{ kind: 'group', id: groupId }}
        context={{ kind: 'group', groupId }}
        viewedTarget={{ kind: 'group', groupId, userId: viewer.userId }}
        empty={
          <section className="rounded-lg border border-slate-200 bg-white">
            <EmptyState
              icon={UserRoundCheck}
              title={uiCopy.screens.applicantTitle}
              text={uiCopy.screens.applicantText}
            />
          </section>
        }
      />
      <ThreadPanel />
    </div>
  );
}
