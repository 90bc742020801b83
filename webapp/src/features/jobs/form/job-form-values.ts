import { type CreateJobInput, type Job, zCreateJobBody } from '@shared/api/jobs';
import { fieldErrorsOf } from '../../../lib/form-errors';

/** The form's text fields; numbers stay text until submitted. */
export type JobFormValues = {
  title: string;
  description: string;
  companyName: string;
  companyLogo: string;
  companyDescription: string;
  city: string;
  state: string;
  country: string;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  rate: string;
  jobType: string;
  workType: string;
};

export function formValuesOf(job: Job | null): JobFormValues {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    companyName: job?.companyName ?? '',
    companyLogo: job?.companyLogo ?? '',
    companyDescription: job?.companyDescription ?? '',
    city: job?.location.city ?? '',
    state: job?.location.state ?? '',
    country: job?.location.country ?? '',
    salaryMin: job?.salary.min ? String(job.salary.min) : '',
    salaryMax: job?.salary.max ? String(job.salary.max) : '',
    currency: job?.salary.currency ?? 'USD',
    rate: job?.salary.rate ?? '',
    jobType: job?.jobType ?? '',
    workType: job?.workType ?? '',
  };
}

const amount = (text: string) => (text.trim() ? Number(text.replace(/[,\s]/g, '')) : null);

/** The create body (status decided by the button), with the zod contract's messages per field. */
export function jobBodyOf(
  values: JobFormValues,
  createdBy: string,
  status: 'Published' | 'Draft',
): { body: CreateJobInput; errors: Record<string, string> } {
  const body: CreateJobInput = {
    createdBy,
    status,
    title: values.title,
    description: values.description,
    companyName: values.companyName,
    companyLogo: values.companyLogo,
    companyDescription: values.companyDescription,
    location: { city: values.city, state: values.state, country: values.country.trim() || null },
    salary: {
      min: amount(values.salaryMin),
      max: amount(values.salaryMax),
      currency: values.currency.trim() || null,
      rate: values.rate,
    },
    jobType: values.jobType,
    workType: values.workType,
  };
  const parsed = zCreateJobBody.safeParse(body);
  if (parsed.success) return { body, errors: {} };
  const errors = fieldErrorsOf(parsed.error);
  // Nested fields: name the input that holds the problem.
  for (const issue of parsed.error.issues) {
    const [group, field] = issue.path.map(String);
    if (group === 'location' && field && !errors[field]) errors[field] = issue.message;
    if (group === 'salary' && field) {
      const key = { min: 'salaryMin', max: 'salaryMax', currency: 'currency', rate: 'rate' }[field] ?? field;
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  return { body, errors };
}
