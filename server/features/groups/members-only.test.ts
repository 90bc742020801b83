import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup } from '../posts/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe("GET /api/group/id for someone no longer in the group: 'Group Content Only' (spec 3 §1)", () => {
  it('answers 403 naming the group’s creator as the administrator to contact, and nothing else of the group', async () => {
    const [ada, bob, eve] = await Promise.all([
      signUp(server.url, { firstName: 'Ada', lastName: 'Stone' }),
      signUp(server.url),
      signUp(server.url),
    ]);
    const groupId = await createGroup(ada, [bob]);
    expect((await bob.get(`/api/group/id?groupId=${groupId}`)).status).toBe(200);
    expect((await bob.delete('/api/group/member', { groupId, userId: bob.user?.id })).status).toBe(200);

    for (const outsider of [bob, eve]) {
      const res = await outsider.get(`/api/group/id?groupId=${groupId}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ isSuccess: false, message: messages.groups.membersOnly('Ada Stone') });
    }
    expect((await bob.get(`/api/group/members?groupId=${groupId}`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/group/id?groupId=${groupId}`)).status).toBe(401);
    expect((await bob.get(`/api/group/id?groupId=${randomUUID()}`)).status).toBe(404);
  });
});
