import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAsViewer } from '../features/profile/test-viewer';
import { FakeSocket } from '../test/fake-socket';
import { ApplicantRoute } from './ApplicantRoute';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const job = {
  jobId: 'j1',
  title: 'Designer',
  description: '',
  createdBy: 'grace',
  companyId: null,
  companyName: 'Lumen',
  companyLogo: null,
  companyDescription: null,
  status: 'Published',
  location: { city: null, state: null, country: 'US' },
  salary: { min: 0, max: 0, currency: 'USD', rate: null },
  jobType: null,
  workType: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  closedAt: null,
  applicantsCount: 0,
  applicant: { status: 'STARTED', groupId: 'g1' },
};

describe('the applicant workspace', () => {
  it("has the breadcrumb's 'Details' link to its job's details (spec 1 §2)", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    renderAsViewer(
      <Routes>
        <Route path="/jobs/:jobId/applicants/:groupId" element={<ApplicantRoute />} />
      </Routes>,
      { 'GET /api/jobs/j1': () => ({ body: job }) },
      { path: '/jobs/j1/applicants/g1?phase=APPLIED' },
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const details = await within(crumbs).findByRole('link', { name: 'Details' });
    expect(details.getAttribute('href')).toBe('/jobs/j1?phase=APPLIED&view=job');
    expect(crumbs.textContent).toContain('Designer');
  });
});
