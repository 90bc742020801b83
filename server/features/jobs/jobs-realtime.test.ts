import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEvents } from '@shared/jobs';
import { channel } from '@shared/realtime';
import { signUp } from '../../testing/api-client';
import { TestSocket } from '../../realtime/testing/socket-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { postJob } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('jobs events carry what their readers may see', () => {
  it('the owner gets the applicant row live; the applicant only their own application', async () => {
    const [ada, bob] = await Promise.all([
      signUp(server.url, { firstName: 'Ada' }),
      signUp(server.url, { firstName: 'Bob' }),
    ]);
    const adaId = ada.user?.id as string;
    const bobId = bob.user?.id as string;
    const jobId = await postJob(ada);
    const [adaSocket, bobSocket] = await Promise.all([
      TestSocket.connect(server.url, { token: ada.token }),
      TestSocket.connect(server.url, { token: bob.token }),
    ]);
    try {
      const { groupId } = (await bob.post(`/api/jobs/${jobId}/apply`, {})).body.data;
      const created = await adaSocket.event(channel.user(adaId), jobEvents.applicantCreated);
      expect(created.data).toMatchObject({
        jobId,
        userId: bobId,
        groupId,
        applicant: { firstName: 'Bob', status: 'STARTED', rating: 1, notes: null },
      });
      const mine = await bobSocket.event(channel.user(bobId), jobEvents.applicationUpdated);
      expect(mine.data).toEqual({
        jobId,
        groupId,
        application: expect.objectContaining({ jobId, userId: bobId, groupId, status: 'STARTED' }),
      });

      await ada.patch('/api/jobs/applicants', { jobId, userId: bobId, modifiedBy: adaId, notes: 'Sharp' });
      const updated = await adaSocket.next(
        (f) =>
          f.event === jobEvents.applicantUpdated &&
          (f.data as { applicant?: { notes?: string } }).applicant?.notes === 'Sharp',
      );
      expect(updated.channel).toBe(channel.user(adaId));

      await bob.post('/api/post', {
        createdBy: bobId,
        content: 'My resume',
        type: 'chat',
        groupsToShareWith: [groupId],
      });
      const progress = await bobSocket.next(
        (f) =>
          f.event === jobEvents.applicationUpdated &&
          (f.data as { application?: { status?: string } }).application?.status === 'IN_PROGRESS',
      );
      expect(progress.channel).toBe(channel.user(bobId));

      // Bob may read the job's channel and sees it close; nothing he received names notes or ratings.
      await bobSocket.subscribe(channel.job(jobId));
      await ada.patch('/api/jobs/', { modifiedBy: adaId, jobId, status: 'Closed' });
      const closed = await bobSocket.event(channel.job(jobId), jobEvents.updated);
      expect(closed.data).toMatchObject({ jobId, job: { status: 'Closed' } });
      expect(JSON.stringify(bobSocket.on(channel.user(bobId)))).not.toMatch(/Sharp|"rating"|"notes"|aiEnabled/);
      expect(JSON.stringify(closed.data)).not.toMatch(/applicantsCount|Sharp/);
    } finally {
      await Promise.all([adaSocket.close(), bobSocket.close()]);
    }
  });

  it('refuses the job channel of a draft to anyone but its creator', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const draft = await postJob(ada, { status: 'Draft' });
    const socket = await TestSocket.connect(server.url, { token: bob.token });
    try {
      const answer = await socket.subscribe(channel.job(draft));
      expect(answer.event).toBe('refused');
    } finally {
      await socket.close();
    }
  });
});
