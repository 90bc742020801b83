import type { Applicant } from '@shared/api/jobs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { ViewerProvider } from '../../session/viewer-context';
import { ApplicantList } from './ApplicantList';

const applicants = Array.from({ length: 20 }, (_, index): Applicant => {
  const name = `Applicant ${String(index + 1).padStart(2, '0')}`;
  return {
    jobId: 'j1',
    userId: `u${index}`,
    groupId: `g${index}`,
    name,
    firstName: name,
    lastName: '',
    logo: null,
    headline: null,
    status: 'SUBMITTED',
    rating: 1,
    aiEnabled: 'false',
    notes: null,
    aiSummary: null,
    score: null,
    resume: null,
    lastReceivedAt: '2026-11-25T09:00:00.000Z',
    timestamp: '2026-11-25T09:00:00.000Z',
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    submittedAt: null,
  };
});

function renderList() {
  const urls: URL[] = [];
  const view = renderWithApp(
    <ViewerProvider session={{ user: { id: 'owner', email: 'owner@example.test' }, session: {} }}>
      <ApplicantList jobId="j1" kind="eligible" totalApplicants={400} />
    </ViewerProvider>,
    {
      fetch: async (input) => {
        const url = new URL(String(input), 'http://test');
        urls.push(url);
        const isList = url.pathname === '/api/jobs/j1/applicants';
        const data = isList
          ? { results: applicants, count: 400, counts: { eligible: 400, ineligible: 0, total: 400 } }
          : null;
        return new Response(JSON.stringify({ isSuccess: true, data }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    },
  );
  const listCalls = () => urls.filter((url) => url.pathname === '/api/jobs/j1/applicants');
  return { ...view, listCalls };
}

// happy-dom has no layout: give the list's scroll box a viewport of 6 rows (64 px each).
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(384);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterEach(cleanup);
afterAll(() => vi.restoreAllMocks());

describe('ApplicantList', () => {
  it("asks for the eligible 'All' (Unrated, Good Fit, Maybe) and renders only the visible rows plus 5", async () => {
    const { listCalls } = renderList();
    await screen.findByText('Applicant 01');
    const [first] = listCalls();
    expect(first?.searchParams.get('list')).toBe('eligible');
    expect(first?.searchParams.getAll('rating[]')).toEqual(['1', '4', '3']);
    expect(first?.searchParams.get('limit')).toBe('20');
    // A viewport of 6 rows draws those plus 5 of overscan, not all 20.
    expect(screen.queryByText('Applicant 20')).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBe(11);
  });

  it('searches 500 ms after typing stops, and a chip narrows the ratings', async () => {
    const { listCalls } = renderList();
    await screen.findByText('Applicant 01');
    const before = listCalls().length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search applicants' }), { target: { value: 'ann' } });
    await act(() => new Promise((done) => setTimeout(done, 200)));
    expect(listCalls().length).toBe(before);
    await waitFor(() => expect(listCalls().some((url) => url.searchParams.get('term') === 'ann')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Good Fit' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.getAll('rating[]')).toEqual(['4']));
  });
});
