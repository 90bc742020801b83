import { uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { NavLink } from 'react-router-dom';
import { Avatar } from '../../ui/Avatar';
import { Chip } from '../../ui/Chip';
import { useViewer } from '../session/viewer-context';
import { jobPath } from '../shell/paths';
import { JobMenu } from './JobMenu';
import { countryName, type JobListItem, type JobPhase, rowStatus, salaryRange, statusTone } from './job-types';

/** Applied: country, job type, salary. Posted: 'Applicants (n)', country, job type. */
export function jobSubline(job: JobListItem, phase: JobPhase): string {
  const country = countryName(job.location?.country);
  const parts =
    phase === 'POSTED'
      ? [uiCopy.jobs.applicants(job.applicantsCount ?? 0), country, job.jobType]
      : [country, job.jobType, salaryRange(job.salary)];
  return parts.filter(Boolean).join(' · ');
}

export function JobRow({ job, phase }: { job: JobListItem; phase: JobPhase }) {
  const viewer = useViewer();
  const status = rowStatus(job, viewer.userId);
  const subline = jobSubline(job, phase);
  return (
    <div className="group relative flex items-start">
      <NavLink
        to={jobPath(job.jobId, phase)}
        className={({ isActive }) =>
          clsx(
            'flex min-w-0 flex-1 items-start gap-3 rounded-lg py-2 pr-10 pl-3 transition-colors',
            isActive ? 'bg-accent-50' : 'hover:bg-slate-50',
          )
        }
      >
        <Avatar name={job.companyName || job.title} src={job.companyLogo} size="md" decorative />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span className="min-w-0 text-sm font-medium break-words text-slate-900" title={job.title}>
              {job.title}
            </span>
            {status ? <Chip tone={statusTone(status)}>{status}</Chip> : null}
          </span>
          {job.companyName ? (
            <span className="truncate text-xs text-slate-700" title={job.companyName}>
              {job.companyName}
            </span>
          ) : null}
          {subline ? (
            <span className="truncate text-xs text-slate-600" title={subline}>
              {subline}
            </span>
          ) : null}
        </span>
      </NavLink>
      <div className="absolute top-2 right-1">
        <JobMenu job={job} phase={phase} />
      </div>
    </div>
  );
}
