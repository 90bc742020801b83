import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { acceptGroupInvitations } from '../../testing/group-invitations';
import { applyTo, postJob } from '../jobs/testing';

let server: TestServer;
const person = () => signUp(server.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await stopTestServers();
});

describe('applicant workspaces in the group API', () => {
  it('carries the job id on the workspace group only, in the lists and the group read', async () => {
    const [owner, applicant, stranger] = await Promise.all([person(), person(), person()]);
    const jobId = await postJob(owner);
    const workspace = await applyTo(applicant, jobId);
    const plain = (
      await owner.post('/api/group', { name: 'Deal room', createdBy: owner.user?.id, members: [applicant.user?.id] })
    ).body.data.groupId as string;
    // The applicant joined the workspace by applying; the plain group is an invitation to accept.
    expect((await applicant.get('/api/group/invitations')).body.data.results).toMatchObject([{ groupId: plain }]);
    await acceptGroupInvitations(plain, [applicant]);

    for (const member of [owner, applicant]) {
      const list = await member.get('/api/groups?skip=0&limit=20');
      expect(list.body.data.results).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ groupId: workspace, jobId }),
          expect.objectContaining({ groupId: plain, jobId: null }),
        ]),
      );
      const recent = await member.get(`/api/user/groups/recent?userId=${member.user?.id}&limit=5`);
      expect(recent.body.data.results).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ groupId: workspace, jobId }),
          expect.objectContaining({ groupId: plain, jobId: null }),
        ]),
      );
      expect((await member.get(`/api/group/id?groupId=${workspace}`)).body.data).toEqual(
        expect.objectContaining({ groupId: workspace, jobId }),
      );
      expect((await member.get(`/api/group/id?groupId=${plain}`)).body.data).toEqual(
        expect.objectContaining({ groupId: plain, jobId: null }),
      );
    }

    const refused = await stranger.get(`/api/group/id?groupId=${workspace}`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(jobId);
    const strangerList = await stranger.get('/api/groups?skip=0&limit=20');
    expect(strangerList.body.data.results).toEqual([]);
  });
});
