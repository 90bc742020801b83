import { messages } from '@shared/messages';
import { jobsCopy } from '@shared/ui-copy';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer, type Routes } from '../features/profile/test-viewer';
import { JobsHomeRoute } from './JobsHomeRoute';

afterEach(cleanup);

const job = (jobId: string, title: string, status: string, applicantsCount: number, extra: object = {}) => ({
  jobId,
  title,
  description: '',
  createdBy: 'me',
  companyId: null,
  companyName: 'Lumen',
  companyLogo: null,
  companyDescription: null,
  status,
  location: { city: null, state: null, country: 'US' },
  salary: { min: 0, max: 0, currency: 'USD', rate: null },
  jobType: null,
  workType: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  closedAt: null,
  applicantsCount,
  applicant: null,
  ...extra,
});

function jobsServer(phase: 'posted' | 'applied', jobs: ReturnType<typeof job>[]): Routes {
  return {
    [`GET /api/jobs/${phase}/me`]: ({ url }) => {
      const statuses = url.searchParams.getAll('status[]');
      const rows = statuses.length ? jobs.filter((row) => statuses.includes(row.status)) : jobs;
      return { body: { results: rows, count: rows.length } };
    },
    'GET /api/jobs/j1/applicants': () => ({
      body: { results: [], count: 5, counts: { eligible: 3, ineligible: 2, total: 5 } },
    }),
    'GET /api/jobs/j2/applicants': () => ({
      body: { results: [], count: 0, counts: { eligible: 0, ineligible: 0, total: 0 } },
    }),
  };
}

describe('the jobs home', () => {
  it("shows a recruiter each posted job's applicants, to review and incomplete, and the jobs by status", async () => {
    renderAsViewer(
      <JobsHomeRoute />,
      jobsServer('posted', [job('j1', 'Designer', 'Published', 5), job('j2', 'Writer', 'Closed', 0)]),
      { path: '/jobs/view?phase=POSTED' },
    );
    const table = await screen.findByRole('table');
    const designer = (await within(table).findByRole('link', { name: 'Designer' })).closest('tr') as HTMLElement;
    expect(within(designer).getByText('Published')).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      jobsCopy.overview.job,
      jobsCopy.overview.status,
      jobsCopy.overview.applicants,
      jobsCopy.overview.eligible,
      jobsCopy.overview.ineligible,
    ]);
    await within(designer).findByText('3');
    expect([...designer.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Published', '5', '3', '2']);
    const byStatus = screen.getByRole('list', { name: jobsCopy.overview.byStatus });
    expect(await within(byStatus).findByText('Published: 1')).toBeTruthy();
    expect(await within(byStatus).findByText('Closed: 1')).toBeTruthy();
    expect(within(byStatus).getByText('Draft: 0')).toBeTruthy();
    expect(screen.queryByText(/will appear here/)).toBeNull();
  });

  it('shows an applicant where each application stands', async () => {
    renderAsViewer(
      <JobsHomeRoute />,
      jobsServer('applied', [
        job('j1', 'Designer', 'Published', 0, {
          createdBy: 'grace',
          applicant: { status: 'IN_PROGRESS', groupId: 'g' },
        }),
      ]),
      { path: '/jobs/view?phase=APPLIED' },
    );
    const row = (await screen.findByRole('link', { name: 'Designer' })).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Lumen', 'In Progress']);
  });

  it("keeps the spec's empty state when there are no jobs", async () => {
    renderAsViewer(<JobsHomeRoute />, jobsServer('posted', []), { path: '/jobs/view?phase=POSTED' });
    expect(await screen.findByRole('heading', { name: messages.jobs.emptyView, level: 2 })).toBeTruthy();
    expect(screen.getByText('You haven’t published any jobs yet!')).toBeTruthy();
  });
});
