import type { Job, PublicJob } from '@shared/api/jobs';
import { JOB_DESCRIPTION_PREVIEW_CHARS } from '@shared/jobs';
import { jobsCopy } from '@shared/ui-copy';
import type { ReactNode } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { Chip } from '../../../ui/Chip';
import { countryName, displayStatus, salaryRange, statusTone } from '../job-types';
import { ExpandableMarkdown } from './ExpandableMarkdown';

const copy = jobsCopy.page;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="truncate text-sm text-slate-900">{value}</dd>
    </div>
  );
}

export const locationText = (location: PublicJob['location']) =>
  [location.city, location.state, countryName(location.country)].filter(Boolean).join(', ');

/** Salary per the spec's rule, with its rate: '$50,000 - $80,000 · Yearly'. */
export const salaryText = (salary: PublicJob['salary']) => {
  const range = salaryRange(salary);
  return range ? [range, salary.rate].filter(Boolean).join(' · ') : '';
};

/** Title, description, company, location, salary, job and work type (spec 3 §2.7). */
export function JobDetails({ job, actions }: { job: PublicJob | Job; actions?: ReactNode }) {
  const status = displayStatus(job.status);
  return (
    <article className="flex flex-col gap-4">
      <header className="flex items-start gap-3">
        <Avatar name={job.companyName || job.title} src={job.companyLogo} size="lg" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 truncate text-lg font-semibold text-slate-900" title={job.title}>
              {job.title}
            </h2>
            <Chip tone={statusTone(status)}>{status}</Chip>
          </div>
          {job.companyName ? <p className="truncate text-sm text-slate-700">{job.companyName}</p> : null}
        </div>
      </header>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      <dl className="grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
        <Fact label={copy.location} value={locationText(job.location)} />
        <Fact label={copy.salary} value={salaryText(job.salary)} />
        <Fact label={copy.jobType} value={job.jobType} />
        <Fact label={copy.workType} value={job.workType} />
      </dl>
      {job.description ? <ExpandableMarkdown markdown={job.description} max={JOB_DESCRIPTION_PREVIEW_CHARS} /> : null}
      {job.companyDescription ? (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{copy.aboutCompany}</h3>
          <ExpandableMarkdown markdown={job.companyDescription} max={JOB_DESCRIPTION_PREVIEW_CHARS} />
        </section>
      ) : null}
    </article>
  );
}
