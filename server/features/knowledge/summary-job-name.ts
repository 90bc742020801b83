/** The queue job that writes an applicant's AI summary (jobs enqueues it on submit; knowledge runs it). */
export const APPLICANT_SUMMARY_JOB = 'knowledge.applicant-summary';
export type ApplicantSummaryJob = { jobId: string; userId: string };
