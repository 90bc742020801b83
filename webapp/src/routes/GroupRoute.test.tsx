import { messages } from '@shared/messages';
import { groupsCopy } from '@shared/ui-copy';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../features/profile/test-viewer';
import { GroupRoute } from './GroupRoute';

afterEach(cleanup);

function renderGroup(status: number, message: string) {
  return renderAsViewer(
    <Routes>
      <Route path="/group/:groupId" element={<GroupRoute />} />
    </Routes>,
    { 'GET /api/group/id': () => ({ status, body: { message } }) },
    { path: '/group/g1' },
  );
}

describe('GroupRoute for someone who is not (or no longer) a member', () => {
  it("shows 'Group Content Only' with the administrator to contact", async () => {
    renderGroup(403, messages.groups.membersOnly('Ada Stone'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(groupsCopy.route.membersOnlyTitle);
    expect(alert.textContent).toContain(messages.groups.membersOnly('Ada Stone'));
  });

  it('shows that a group which does not exist does not exist', async () => {
    renderGroup(404, messages.groups.notFound);
    expect(await screen.findByText(messages.groups.notFound)).toBeTruthy();
    expect(screen.queryByText(groupsCopy.route.membersOnlyTitle)).toBeNull();
  });
});
