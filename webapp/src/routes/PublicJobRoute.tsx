import { jobsCopy, uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { fetchPublicJob, jobKeys } from '../features/jobs/jobs-api';
import { useApply } from '../features/jobs/page/ApplyActions';
import { JobDetails } from '../features/jobs/page/JobDetails';
import { loginPathFor } from '../features/session/session-api';
import { useSession } from '../features/session/use-session';
import { PublicLayout } from '../features/shell/PublicLayout';
import { isApiStatus } from '../lib/api-client';
import { useApiClient } from '../lib/api-context';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';

const signupPathFor = (path: string) => `/signup?next=${encodeURIComponent(path)}`;

/** /job/:jobId — the shareable public job link, readable signed out; APPLY goes through sign-in or sign-up. */
export function PublicJobRoute() {
  const { jobId = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const api = useApiClient();
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  const job = useQuery({
    queryKey: jobKeys.publicDetail(jobId),
    queryFn: ({ signal }) => fetchPublicJob(api, jobId, signal),
  });
  const apply = useApply(jobId);
  const returnPath = `${pathname}?apply=1`;
  // Back from sign-in or sign-up with ?apply=1: apply once, as the visitor asked.
  const hasAutoApplied = useRef(false);
  const wantsApply = params.get('apply') === '1';
  useEffect(() => {
    if (!wantsApply || !isSignedIn || job.data?.status !== 'Published' || hasAutoApplied.current) return;
    hasAutoApplied.current = true;
    apply.mutate();
  }, [wantsApply, isSignedIn, job.data?.status, apply]);

  let body: React.ReactNode;
  if (job.isPending) {
    body = (
      <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-3 p-6">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (job.isError) {
    body = isApiStatus(job.error, 404) ? (
      <EmptyState icon={Briefcase} title={jobsCopy.publicPage.draftOrMissing} text={job.error.message} />
    ) : (
      <ErrorState message={job.error.message} onRetry={() => void job.refetch()} isRetrying={job.isFetching} />
    );
  } else {
    const isOpen = job.data.status === 'Published';
    const actions = !isOpen ? null : isSignedIn ? (
      <Button icon={Send} isLoading={apply.isPending} onClick={() => apply.mutate()}>
        {jobsCopy.page.apply}
      </Button>
    ) : (
      <>
        <ButtonLink to={signupPathFor(returnPath)} aria-label={jobsCopy.page.apply}>
          {jobsCopy.page.apply}
        </ButtonLink>
        <ButtonLink to={loginPathFor(returnPath)} variant="secondary">
          {jobsCopy.publicPage.signIn}
        </ButtonLink>
        <p className="basis-full text-sm text-slate-600">{jobsCopy.publicPage.signInToApply}</p>
      </>
    );
    body = (
      <div className="p-6">
        <JobDetails job={job.data} actions={actions} />
      </div>
    );
  }
  return (
    <PublicLayout signInPath={loginPathFor(pathname)}>
      <section className="rounded-lg border border-slate-200 bg-white">
        <h1 className="sr-only">{job.data?.title ?? uiCopy.screens.publicJobTitle}</h1>
        {body}
      </section>
    </PublicLayout>
  );
}
