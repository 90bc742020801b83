import type { ApiList } from '@shared/api/envelope';
import type { Applicant, Job, JobListItem, OwnApplication } from '@shared/api/jobs';
import { jobEvents } from '@shared/jobs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventBridge, heldServer, watchPages, watchQuery } from '../../test/held-server';
import { jobKeys } from './jobs-api';
import { jobRealtimeHandlers } from './jobs-realtime';

/** Job events arriving while the screen's query is being fetched: the older answer must not undo them. */
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
  applicant: { status: 'STARTED', groupId: 'g1' },
};
const { applicantsCount: _count, applicant: _own, ...publicJob } = job;

function setUp(viewerId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, send: eventBridge(queryClient, [jobRealtimeHandlers], viewerId) };
}

describe('job events while the job is being fetched', () => {
  it('an edit arriving while the job page loads is shown on it, the viewer’s own fields kept', async () => {
    const { queryClient, send } = setUp('owner');
    const server = heldServer(job);
    const page = watchQuery(queryClient, jobKeys.detail('j1'), server.answer);
    send(jobEvents.updated, { jobId: 'j1', job: { ...publicJob, title: 'Lead Designer' } });
    await server.releaseAll();
    expect(page.shown()).toMatchObject({ title: 'Lead Designer', applicantsCount: 3 });
  });

  it('an edit arriving during a refetch of the jobs list holds on its row', async () => {
    const { queryClient, send } = setUp('owner');
    // The job page was seen: the status did not change, so the lists are patched, not read again.
    queryClient.setQueryData(jobKeys.detail('j1'), job);
    const listKey = jobKeys.list('POSTED', 'owner', []);
    const server = heldServer<ApiList<JobListItem>>({ results: [job], count: 1 });
    const list = watchPages(queryClient, listKey, server.answer);
    await server.releaseAll();
    void queryClient.refetchQueries({ queryKey: listKey });
    send(jobEvents.updated, { jobId: 'j1', job: { ...publicJob, title: 'Lead Designer' } });
    await server.releaseAll();
    expect(list.shown()?.[0]?.results[0]?.title).toBe('Lead Designer');
  });

  it('the owner’s rating of an applicant arriving while the applicant loads is shown', async () => {
    const { queryClient, send } = setUp('owner');
    const applicant = { jobId: 'j1', userId: 'ann', groupId: 'g1', name: 'Ann', rating: 1, notes: null } as Applicant;
    const server = heldServer(applicant);
    const details = watchQuery(queryClient, jobKeys.applicant('j1', 'ann'), server.answer);
    send(jobEvents.applicantUpdated, {
      jobId: 'j1',
      userId: 'ann',
      groupId: 'g1',
      applicant: { ...applicant, rating: 4 },
    });
    await server.releaseAll();
    expect(details.shown()).toMatchObject({ rating: 4 });
  });

  it('the applicant’s stepper moves on though its own application and the job were being fetched', async () => {
    const { queryClient, send } = setUp('ann');
    const own: OwnApplication = {
      jobId: 'j1',
      userId: 'ann',
      groupId: 'g1',
      status: 'STARTED',
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      submittedAt: null,
    };
    const applicationServer = heldServer(own);
    const jobServer = heldServer(job);
    const application = watchQuery(queryClient, jobKeys.applicant('j1', 'ann'), applicationServer.answer);
    const page = watchQuery(queryClient, jobKeys.detail('j1'), jobServer.answer);
    await jobServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: jobKeys.detail('j1') });
    send(jobEvents.applicationUpdated, { jobId: 'j1', groupId: 'g1', application: { ...own, status: 'IN_PROGRESS' } });
    await applicationServer.releaseAll();
    await jobServer.releaseAll();
    expect(application.shown()?.status).toBe('IN_PROGRESS');
    expect(page.shown()?.applicant?.status).toBe('IN_PROGRESS');
  });
});
