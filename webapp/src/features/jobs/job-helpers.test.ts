import { messages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { applicantFilterOf, applicantsEmptyText, ratingLabel, ratingOf, ratingTone } from './applicant-filters';
import { jobsEmptyText } from './JobList';
import { jobSubline } from './JobRow';
import { displayStatus, rowStatus, salaryRange, statusTone } from './job-types';

describe('salary rule (spec 1 §2)', () => {
  it('shows a range only when both are above 0 and max is at least min', () => {
    expect(salaryRange({ min: 50000, max: 80000, currency: 'USD' }, 'en-US')).toBe('$50,000 - $80,000');
    expect(salaryRange({ min: 50000, max: 50000, currency: 'EUR' }, 'en-US')).toBe('€50,000 - €50,000');
    expect(salaryRange({ min: 80000, max: 50000, currency: 'USD' }, 'en-US')).toBe('');
    expect(salaryRange({ min: 0, max: 50000, currency: 'USD' }, 'en-US')).toBe('');
    expect(salaryRange({ min: 10, max: null, currency: 'USD' }, 'en-US')).toBe('');
    expect(salaryRange(null)).toBe('');
  });
});

describe('job status chips (spec 1 §4)', () => {
  it('reads API spellings as the chip labels and styles them', () => {
    expect(displayStatus('IN_PROGRESS')).toBe('In Progress');
    expect(statusTone('In Progress')).toBe('warning');
    expect(statusTone('Published')).toBe('success');
    expect(statusTone('Submitted')).toBe('success');
    expect(statusTone('Closed')).toBe('neutral');
  });

  it("shows an applicant's own status over the job's, but never to the creator", () => {
    const job = { status: 'Published', createdBy: 'owner', applicant: { status: 'SUBMITTED' } };
    expect(rowStatus(job, 'someone')).toBe('Submitted');
    expect(rowStatus(job, 'owner')).toBe('Published');
    expect(rowStatus({ ...job, applicant: null }, 'someone')).toBe('Published');
  });

  it('has the empty text of each single status, else There are no jobs', () => {
    expect(jobsEmptyText(['Draft'])).toBe('You don’t have any job in draft right now!');
    expect(jobsEmptyText(['Started'])).toBe('You haven’t started applying for any jobs yet!');
    expect(jobsEmptyText([])).toBe('There are no jobs');
    expect(jobsEmptyText(['Draft', 'Closed'])).toBe('There are no jobs');
  });
});

describe('job row sublines (spec 1 §2)', () => {
  const job = {
    jobId: 'j',
    title: 'Designer',
    jobType: 'Full-time',
    location: { city: null, state: null, country: 'DE' },
    salary: { min: 1000, max: 2000, currency: 'EUR', rate: null },
    applicantsCount: 3,
  } as Parameters<typeof jobSubline>[0];
  it('Posted: Applicants (n), country, job type', () => {
    expect(jobSubline(job, 'POSTED')).toMatch(/^Applicants \(3\) · Germany · Full-time$/);
  });
  it('Applied: country, job type, salary', () => {
    expect(jobSubline(job, 'APPLIED')).toMatch(/^Germany · Full-time · €1,000 - €2,000$/);
  });
});

describe('applicant chips (spec 3 §9)', () => {
  it("eligible 'All' is Unrated, Good Fit and Maybe", () => {
    expect(applicantFilterOf('eligible', 'All', ' ann ')).toEqual({
      list: 'eligible',
      term: 'ann',
      status: [],
      rating: [1, 4, 3],
    });
    expect(applicantFilterOf('eligible', 'Good Fit', '').rating).toEqual([4]);
  });
  it("ineligible 'All' is STARTED or IN_PROGRESS, with Not a Fit", () => {
    expect(applicantFilterOf('ineligible', 'All', '')).toEqual({
      list: 'ineligible',
      term: '',
      status: ['STARTED', 'IN_PROGRESS'],
      rating: [2],
    });
    expect(applicantFilterOf('ineligible', 'Started', '').status).toEqual(['STARTED']);
    expect(applicantFilterOf('ineligible', 'Not a Fit', '').rating).toEqual([2]);
  });
  it('reads any other rating as Unrated and styles each', () => {
    expect(ratingOf(7)).toBe(1);
    expect(ratingOf('4')).toBe(4);
    expect(ratingLabel(undefined)).toBe('Unrated');
    expect(ratingLabel(2)).toBe('Not a Fit');
    expect([2, 3, 4, 1].map(ratingTone)).toEqual(['danger', 'warning', 'success', 'neutral']);
  });
  it('chooses the empty text', () => {
    const m = messages.jobs;
    expect(applicantsEmptyText(m, { term: 'zed', chipLabel: 'All', totalApplicants: 4 })).toBe(
      'No one with this name has applied for this position!',
    );
    expect(applicantsEmptyText(m, { term: '', chipLabel: 'All', totalApplicants: 0 })).toBe(
      'No one has applied for this position yet!',
    );
    expect(applicantsEmptyText(m, { term: '', chipLabel: 'Maybe', totalApplicants: 2 })).toBe(
      'No applicant matches this search criteria!',
    );
  });
});
