import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createPost } from '../posts/testing';
import { applyTo, postJob } from './testing';

let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName });
const unread = async (who: TestClient) => (await who.get('/api/jobs/user/unread')).body.data;
/** Viewed now; the next write lands on a later millisecond. */
const view = async (who: TestClient, phase: 'APPLIED' | 'POSTED') => {
  const res = await who.patch('/api/jobs/user/viewed', { phase, userId: who.user?.id });
  expect(res.status).toBe(200);
  await new Promise((done) => setTimeout(done, 5));
  return res.body.data;
};
const writeIn = (who: TestClient, groupId: string) =>
  createPost(who, { type: 'chat', visibility: 'private', content: 'Hi', groupsToShareWith: [groupId] });

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000' } });
});
afterAll(stopTestServers);

describe('GET /api/jobs/user/unread and PATCH /api/jobs/user/viewed', () => {
  it('marks Posted for a new applicant, a submission and their message; Applied for a job change and the owner’s message', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const jobId = await postJob(ada);
    expect(await unread(ada)).toEqual({ applied: false, posted: false });

    const groupId = await applyTo(bob, jobId);
    expect(await unread(ada)).toEqual({ applied: false, posted: true });
    // Bob's own application (and the workspace's "created" post) is nothing new to him.
    expect(await unread(bob)).toEqual({ applied: false, posted: false });

    const viewed = await view(ada, 'POSTED');
    expect(viewed).toEqual({ phase: 'POSTED', viewedAt: expect.any(String) });
    expect(await unread(ada)).toEqual({ applied: false, posted: false });

    await writeIn(bob, groupId);
    expect((await unread(ada)).posted).toBe(true);
    await view(ada, 'POSTED');
    await bob.post(`/api/jobs/${jobId}/submit`, { userId: bob.user?.id });
    expect((await unread(ada)).posted).toBe(true);
    await view(ada, 'POSTED');

    await ada.patch('/api/jobs/', { jobId, modifiedBy: ada.user?.id, status: 'Closed' });
    expect(await unread(bob)).toEqual({ applied: true, posted: false });
    await view(bob, 'APPLIED');
    expect((await unread(bob)).applied).toBe(false);
    await writeIn(ada, groupId);
    expect((await unread(bob)).applied).toBe(true);
    // The owner's own moves are nothing new to them.
    expect((await unread(ada)).posted).toBe(false);
  });

  it('refuses bad input, another user’s id and the signed out', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const bad = await ada.patch('/api/jobs/user/viewed', { phase: 'LATER' });
    expect(bad.status).toBe(400);
    expect(bad.body.isSuccess).toBe(false);
    expect((await ada.patch('/api/jobs/user/viewed', { phase: 'APPLIED', userId: bob.user?.id })).status).toBe(403);
    expect((await ada.get(`/api/jobs/user/unread?userId=${bob.user?.id}`)).status).toBe(403);
    expect((await anonymous(server.url).get('/api/jobs/user/unread')).status).toBe(401);
    expect((await anonymous(server.url).patch('/api/jobs/user/viewed', { phase: 'POSTED' })).status).toBe(401);
  });
});
