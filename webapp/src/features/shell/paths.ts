/** Route builders for the spec's route table (spec 1 §2). */
export type JobPhase = 'APPLIED' | 'POSTED';

export const jobsHomePath = (phase: JobPhase = 'POSTED') => `/jobs/view?phase=${phase}`;
export const jobPath = (jobId: string, phase?: JobPhase) =>
  `/jobs/${encodeURIComponent(jobId)}${phase ? `?phase=${phase}` : ''}`;
export const relationshipPath = (relationshipId: string) => `/relationships/${encodeURIComponent(relationshipId)}`;
export const groupPath = (groupId: string) => `/group/${encodeURIComponent(groupId)}`;

/** Job routes show the Jobs sidebar and highlight Jobs in the header. */
export const isJobsPath = (pathname: string) => pathname === '/jobs' || pathname.startsWith('/jobs/');

/** List screens keep the sidebar on compact widths; detail screens give it their space. */
export const isListPath = (pathname: string) => pathname === '/' || pathname === '/jobs/view';
