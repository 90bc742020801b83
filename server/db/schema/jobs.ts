/** A posted job (issue 11); `job` is the queue's table. */
export interface JobPostingTable {
  id: string;
  title: string;
  /** Markdown. */
  description: string;
  createdBy: string;
  companyId: string | null;
  companyName: string | null;
  companyLogo: string | null;
  companyDescription: string | null;
  status: 'Published' | 'Draft' | 'Closed';
  city: string | null;
  state: string | null;
  country: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryRate: string | null;
  jobType: string | null;
  workType: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was last closed; null while Published or Draft. */
  closedAt: string | null;
}

/** One person's application to a job, with its workspace group. */
export interface JobApplicantTable {
  jobId: string;
  userId: string;
  groupId: string;
  status: 'STARTED' | 'IN_PROGRESS' | 'SUBMITTED';
  /** 1 Unrated, 2 Not a Fit, 3 Maybe, 4 Good Fit. */
  rating: number;
  aiEnabled: number;
  notes: string | null;
  aiSummary: string | null;
  score: number | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

/** When a user last looked at their Applied or Posted tab (its unread marker). */
export interface JobTabViewTable {
  userId: string;
  phase: 'APPLIED' | 'POSTED';
  viewedAt: string;
}

/** Job postings and applicants (features/jobs). */
export interface JobsTables {
  job_posting: JobPostingTable;
  job_applicant: JobApplicantTable;
  job_tab_view: JobTabViewTable;
}
