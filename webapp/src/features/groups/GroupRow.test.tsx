import type { GroupDetails, GroupRow } from '@shared/api/groups';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupRoute } from '../../routes/GroupRoute';
import { renderAsViewer } from '../profile/test-viewer';
import { GroupRowItem } from './GroupRow';

afterEach(cleanup);

const row = (extra: Partial<GroupRow>): GroupRow => ({
  groupId: 'g1',
  name: 'Deal room',
  createdBy: 'me',
  memberCount: 2,
  isAdmin: true,
  lastActivityAt: '2026-11-25T10:00:00.000Z',
  unread: false,
  jobId: null,
  ...extra,
});

const hrefOf = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href');

describe('My Groups links', () => {
  it('opens a plain group at /group/{id}', () => {
    renderAsViewer(<GroupRowItem row={row({})} isUnread={false} />, {});
    expect(hrefOf('Deal room')).toBe('/group/g1');
  });

  it('opens an applicant workspace as the workspace: the owner on the POSTED side, the applicant on APPLIED', () => {
    renderAsViewer(
      <>
        <GroupRowItem row={row({ groupId: 'w1', name: 'Owned', jobId: 'j1' })} isUnread={false} />
        <GroupRowItem
          row={row({ groupId: 'w2', name: 'Applied', jobId: 'j2', createdBy: 'boss', isAdmin: false })}
          isUnread={false}
        />
      </>,
      {},
    );
    expect(hrefOf('Owned')).toBe('/jobs/j1/applicants/w1?phase=POSTED');
    expect(hrefOf('Applied')).toBe('/jobs/j2/applicants/w2?phase=APPLIED');
  });

  it("names the owner's workspace row by the applicant first, whole, and the job title below it", () => {
    renderAsViewer(
      <>
        <GroupRowItem row={row({ groupId: 'w1', name: 'Partnerships Manager · Priya Shah', jobId: 'j1' })} isUnread />
        <GroupRowItem
          row={row({ groupId: 'w2', name: 'Data Engineer · Blake Rivers', jobId: 'j2', createdBy: 'boss' })}
          isUnread={false}
        />
      </>,
      {},
    );
    const [owned, applied] = screen.getAllByRole('link');
    expect(owned?.querySelector('span.text-sm')?.textContent).toBe('Priya Shah');
    expect(owned?.textContent).toContain('Partnerships Manager · 2 members');
    expect(applied?.querySelector('span.text-sm')?.textContent).toBe('Data Engineer');
  });
});

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

describe('/group/{id} of an applicant workspace', () => {
  it('redirects to the applicant workspace', async () => {
    const details: GroupDetails = {
      groupId: 'w2',
      name: 'Applied',
      createdBy: 'boss',
      createdAt: '2026-11-25T10:00:00.000Z',
      lastActivityAt: '2026-11-25T10:00:00.000Z',
      membersCount: 2,
      isAdmin: false,
      jobId: 'j2',
    };
    renderAsViewer(
      <Routes>
        <Route path="/group/:groupId" element={<GroupRoute />} />
        <Route path="/jobs/:jobId/applicants/:groupId" element={<Where />} />
      </Routes>,
      { 'GET /api/group/id': () => ({ body: details }) },
      { path: '/group/w2' },
    );
    expect(await screen.findByText('at /jobs/j2/applicants/w2?phase=APPLIED')).toBeTruthy();
  });
});
