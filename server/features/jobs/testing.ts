import type { CreateJobInput } from '@shared/api/jobs';
import type { TestClient } from '../../testing/api-client';

/** A valid job body for `creator`, with these fields changed. */
export function jobBody(creator: TestClient, extra: Partial<CreateJobInput> = {}): CreateJobInput {
  return {
    createdBy: creator.user?.id as string,
    title: 'Senior Account Executive',
    description: 'We sell **trust**.\n\n- Travel *sometimes*\n- Remote friendly',
    companyName: 'Acme',
    location: { city: 'Austin', state: 'TX', country: 'us' },
    salary: { min: 90000, max: 120000, currency: 'usd', rate: 'Yearly' },
    jobType: 'Full-time',
    workType: 'Hybrid',
    ...extra,
  };
}

export async function postJob(creator: TestClient, extra: Partial<CreateJobInput> = {}): Promise<string> {
  const res = await creator.post('/api/jobs', jobBody(creator, extra));
  if (res.status !== 200) throw new Error(`post job failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.jobId;
}

export async function applyTo(applicant: TestClient, jobId: string): Promise<string> {
  const res = await applicant.post(`/api/jobs/${jobId}/apply`, { userId: applicant.user?.id });
  if (res.status !== 200) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.groupId;
}
