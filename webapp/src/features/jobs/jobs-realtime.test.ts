import type { ApiList } from '@shared/api/envelope';
import type { Applicant, ApplicantPage, Job, JobListItem, OwnApplication } from '@shared/api/jobs';
import { jobEvents } from '@shared/jobs';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { RealtimeBridge } from '../../lib/realtime-bridge';
import type { RealtimeEvent } from '../../lib/realtime-client';
import { jobKeys } from './jobs-api';
import { jobRealtimeHandlers } from './jobs-realtime';

const job: Job = {
  jobId: 'j1',
  title: 'Designer',
  description: '**Lead**',
  createdBy: 'owner',
  companyId: null,
  companyName: 'Acme',
  companyLogo: null,
  companyDescription: null,
  status: 'Published',
  location: { city: null, state: null, country: 'US' },
  salary: { min: null, max: null, currency: null, rate: null },
  jobType: null,
  workType: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  closedAt: null,
  applicantsCount: 3,
  applicant: null,
};

const frame = (event: string, data: unknown): RealtimeEvent =>
  ({ channel: 'job:j1', event, data, seq: 1 }) as unknown as RealtimeEvent;

function setUp(viewerId = 'owner') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requests: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://test',
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(JSON.stringify({ isSuccess: true, data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const bridge = new RealtimeBridge({ queryClient, viewerId, api });
  bridge.register(jobRealtimeHandlers);
  return { queryClient, requests, bridge };
}

describe('job events on the client', () => {
  it("patches a job's cached copies from a live job.updated, keeping the viewer's own counts", () => {
    const { queryClient, bridge, requests } = setUp();
    queryClient.setQueryData(jobKeys.detail('j1'), job);
    const listKey = jobKeys.list('POSTED', 'owner', []);
    queryClient.setQueryData<InfiniteData<ApiList<JobListItem>>>(listKey, {
      pages: [{ results: [job], count: 1 }],
      pageParams: [0],
    });
    const { applicantsCount: _c, applicant: _a, ...publicJob } = job;
    bridge.dispatch(frame(jobEvents.updated, { jobId: 'j1', job: { ...publicJob, title: 'Lead Designer' } }));
    expect(queryClient.getQueryData<Job>(jobKeys.detail('j1'))?.title).toBe('Lead Designer');
    expect(queryClient.getQueryData<Job>(jobKeys.detail('j1'))?.applicantsCount).toBe(3);
    const row = queryClient.getQueryData<InfiniteData<ApiList<JobListItem>>>(listKey)?.pages[0]?.results[0];
    expect(row?.title).toBe('Lead Designer');
    expect(requests).toEqual([]);
  });

  it("a live applicant.updated patches the owner's applicant from the frame", () => {
    const { queryClient, bridge } = setUp();
    const applicant = { jobId: 'j1', userId: 'ann', groupId: 'g1', name: 'Ann', rating: 1, notes: null } as Applicant;
    queryClient.setQueryData(jobKeys.applicant('j1', 'ann'), applicant);
    bridge.dispatch(
      frame(jobEvents.applicantUpdated, {
        jobId: 'j1',
        userId: 'ann',
        groupId: 'g1',
        applicant: { ...applicant, rating: 4, notes: 'Call her' },
      }),
    );
    const cached = queryClient.getQueryData<Applicant>(jobKeys.applicant('j1', 'ann'));
    expect(cached?.rating).toBe(4);
    expect(cached?.notes).toBe('Call her');
    // The lists and counts are the server's filters: they are marked stale.
    const key = jobKeys.applicants('j1', { list: 'eligible', term: '', status: [], rating: [1, 4, 3] });
    queryClient.setQueryData<InfiniteData<ApplicantPage>>(key, {
      pages: [{ results: [applicant], count: 1, counts: { eligible: 1, ineligible: 0, total: 1 } }],
      pageParams: [0],
    });
    bridge.dispatch(frame(jobEvents.applicantCreated, { jobId: 'j1', userId: 'bo', groupId: 'g2' }));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("moves the applicant's own stepper from application.updated", () => {
    const { queryClient, bridge } = setUp('ann');
    queryClient.setQueryData(jobKeys.detail('j1'), { ...job, applicant: { status: 'STARTED', groupId: 'g1' } });
    const own: OwnApplication = {
      jobId: 'j1',
      userId: 'ann',
      groupId: 'g1',
      status: 'IN_PROGRESS',
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      submittedAt: null,
    };
    bridge.dispatch(frame(jobEvents.applicationUpdated, { jobId: 'j1', groupId: 'g1', application: own }));
    expect(queryClient.getQueryData<OwnApplication>(jobKeys.applicant('j1', 'ann'))?.status).toBe('IN_PROGRESS');
    expect(queryClient.getQueryData<Job>(jobKeys.detail('j1'))?.applicant?.status).toBe('IN_PROGRESS');
  });
});
