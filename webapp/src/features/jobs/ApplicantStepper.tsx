import { jobsCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import { stepperIndexOf } from './applicant-stepper-steps';

export type ApplicantStepperProps = {
  status: string | null | undefined;
  jobTitle: string;
  companyName?: string | null;
  companyLogo?: string | null;
  /** Shows the hiring-team label (an applicant arriving from the Applied tab, spec 2 §2). */
  showHiringTeam?: boolean;
};

/** The applicant's progress on an applicant page, for everyone but the job's owner (spec 2 §2). */
export function ApplicantStepper({
  status,
  jobTitle,
  companyName,
  companyLogo,
  showHiringTeam,
}: ApplicantStepperProps) {
  const current = stepperIndexOf(status);
  return (
    <section
      aria-label={jobsCopy.stepper.label}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center gap-3">
        <Avatar name={companyName || jobTitle} src={companyLogo} size="md" decorative />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold text-slate-900" title={jobTitle}>
            {jobTitle}
          </span>
          {showHiringTeam ? (
            <span className="truncate text-xs text-slate-600">{jobsCopy.stepper.hiringTeam(companyName ?? '')}</span>
          ) : companyName ? (
            <span className="truncate text-xs text-slate-600">{companyName}</span>
          ) : null}
        </div>
      </div>
      <ol className="grid grid-cols-4 gap-2">
        {jobsCopy.stepper.steps.map((label, index) => {
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              data-state={isDone ? 'done' : isCurrent ? 'current' : 'todo'}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span className="flex w-full items-center">
                <span
                  className={clsx(
                    'h-0.5 flex-1',
                    index === 0 ? 'invisible' : index <= current ? 'bg-accent-600' : 'bg-slate-200',
                  )}
                />
                <span
                  className={clsx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                    isDone && 'border-accent-600 bg-accent-600 text-white',
                    isCurrent && 'border-accent-600 bg-white text-accent-700',
                    !isDone && !isCurrent && 'border-slate-300 bg-white text-slate-500',
                  )}
                >
                  {isDone ? <Check aria-label={jobsCopy.stepper.done} className="size-3.5" /> : index + 1}
                </span>
                <span
                  className={clsx(
                    'h-0.5 flex-1',
                    index === 3 ? 'invisible' : index < current ? 'bg-accent-600' : 'bg-slate-200',
                  )}
                />
              </span>
              <span className={clsx('text-xs', isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
