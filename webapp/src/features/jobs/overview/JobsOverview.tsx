import type { ApiList } from '@shared/api/envelope';
import { jobsCopy } from '@shared/ui-copy';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { Chip } from '../../../ui/Chip';
import { SkeletonList } from '../../../ui/Skeleton';
import { useViewer } from '../../session/viewer-context';
import { jobPath } from '../../shell/paths';
import { useJobList } from '../JobList';
import { fetchApplicantsPage, fetchJobsPage, jobKeys } from '../jobs-api';
import { type JobListItem, type JobPhase, rowStatus, statusesOf, statusTone } from '../job-types';

const copy = jobsCopy.overview;
const COUNTS_FILTER = { term: '', status: [], rating: [] };

/** How many of the viewer's jobs are in each status (the list's own count, one call per status). */
function useStatusCounts(phase: JobPhase) {
  const api = useApiClient();
  const viewer = useViewer();
  return useQueries({
    queries: statusesOf(phase).map((status) => ({
      queryKey: [...jobKeys.list(phase, viewer.userId, [status]), 'count'],
      queryFn: () =>
        fetchJobsPage(api, phase, viewer.userId, [status], 0).then((page: ApiList<JobListItem>) => page.count),
    })),
  });
}

/** A posted job's two lists ('Applicants', 'Incomplete & Not a Fit'), the job page's own query. */
function useApplicantCountsOf(jobs: readonly JobListItem[]) {
  const api = useApiClient();
  return useQueries({
    queries: jobs.map((job) => ({
      queryKey: [...jobKeys.applicantLists(job.jobId), 'counts'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchApplicantsPage(api, job.jobId, COUNTS_FILTER, 0, 1, signal).then((page) => page.counts),
    })),
  });
}

const cell = 'px-3 py-2 text-left align-top';
const number = 'px-3 py-2 text-right tabular-nums align-top';

function PostedRows({ jobs }: { jobs: readonly JobListItem[] }) {
  const viewer = useViewer();
  const counts = useApplicantCountsOf(jobs);
  return jobs.map((job, index) => {
    const status = rowStatus(job, viewer.userId);
    const count = counts[index]?.data;
    return (
      <tr key={job.jobId} className="border-t border-slate-100">
        <th scope="row" className={`${cell} font-medium`}>
          <Link to={jobPath(job.jobId, 'POSTED')} className="text-accent-700 hover:underline">
            {job.title}
          </Link>
        </th>
        <td className={cell}>{status ? <Chip tone={statusTone(status)}>{status}</Chip> : null}</td>
        <td className={number}>{job.applicantsCount ?? 0}</td>
        <td className={number}>{count ? count.eligible : copy.unknownCount}</td>
        <td className={number}>{count ? count.ineligible : copy.unknownCount}</td>
      </tr>
    );
  });
}

function AppliedRows({ jobs }: { jobs: readonly JobListItem[] }) {
  const viewer = useViewer();
  return jobs.map((job) => {
    const status = rowStatus(job, viewer.userId);
    return (
      <tr key={job.jobId} className="border-t border-slate-100">
        <th scope="row" className={`${cell} font-medium`}>
          <Link to={jobPath(job.jobId, 'APPLIED')} className="text-accent-700 hover:underline">
            {job.title}
          </Link>
        </th>
        <td className={cell}>{job.companyName}</td>
        <td className={cell}>{status ? <Chip tone={statusTone(status)}>{status}</Chip> : null}</td>
      </tr>
    );
  });
}

/**
 * The jobs home's panel (issue 34): how many jobs are in each status, then one row per job.
 * Posted: its applicants, those to review, and those incomplete or not a fit. Applied: the
 * company and where the application stands.
 */
export function JobsOverview({ phase }: { phase: JobPhase }) {
  const list = useJobList(phase, []);
  const statusCounts = useStatusCounts(phase);
  const statuses = statusesOf(phase);
  const jobs = list.data?.pages.flatMap((page) => page.results) ?? [];
  const total = list.data?.pages[0]?.count ?? 0;
  const title = phase === 'POSTED' ? copy.postedTitle : copy.appliedTitle;
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <ul aria-label={copy.byStatus} className="flex flex-wrap gap-2">
        {statuses.map((status, index) => {
          const count = statusCounts[index]?.data;
          return (
            <li key={status}>
              <Chip tone={statusTone(status)}>{copy.statusCount(status, count ?? 0)}</Chip>
            </li>
          );
        })}
      </ul>
      {list.isPending ? (
        <SkeletonList rows={3} label={title} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-slate-800">
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className={cell}>
                  {copy.job}
                </th>
                {phase === 'POSTED' ? (
                  <>
                    <th scope="col" className={cell}>
                      {copy.status}
                    </th>
                    <th scope="col" className={number}>
                      {copy.applicants}
                    </th>
                    <th scope="col" className={number}>
                      {copy.eligible}
                    </th>
                    <th scope="col" className={number}>
                      {copy.ineligible}
                    </th>
                  </>
                ) : (
                  <>
                    <th scope="col" className={cell}>
                      {copy.company}
                    </th>
                    <th scope="col" className={cell}>
                      {copy.status}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>{phase === 'POSTED' ? <PostedRows jobs={jobs} /> : <AppliedRows jobs={jobs} />}</tbody>
          </table>
          {total > jobs.length ? (
            <p className="pt-2 text-xs text-slate-600">{copy.showing(jobs.length, total)}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
