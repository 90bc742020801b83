import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('meeting and e-sign posts are never PUBLIC (spec 2 §6), on the server too', () => {
  it.each(['Meeting', 'ESign'])(
    'refuses a PUBLIC %s post however it is asked for, and takes a restricted one',
    async (type) => {
      const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
      const post = (extra: Record<string, unknown>) =>
        ada.post('/api/post', { createdBy: ada.user?.id, content: 'Join', type, ...extra });

      for (const asked of [
        {},
        { visibility: 'PUBLIC' },
        { postMeta: [{ name: 'visibilityType', value: JSON.stringify({ type: 'PUBLIC' }) }] },
      ]) {
        const res = await post(asked);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ isSuccess: false, message: messages.posts.neverPublic });
      }
      const groupId = await createGroup(ada, [bob]);
      expect((await post({ groupsToShareWith: [groupId] })).body.data.visibility).toBe('COLLABORATION_GROUP');
      expect((await post({ usersToShareWith: [bob.user?.id] })).body.data.visibility).toBe('SPECIFIC_PEOPLE');
      expect((await post({ visibility: 'ALL_OF_MY_RELATIONSHIPS' })).body.data.visibility).toBe(
        'ALL_OF_MY_RELATIONSHIPS',
      );
    },
  );

  it('refuses an edit that would make a meeting PUBLIC; an ordinary post may become PUBLIC', async () => {
    const ada = await signUp(server.url);
    const meeting = await createPost(ada, { type: 'Meeting', visibility: 'ALL_OF_MY_RELATIONSHIPS' });
    const refused = await ada.patch('/api/post', { postId: meeting, modifiedBy: ada.user?.id, visibility: 'PUBLIC' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.posts.neverPublic);
    expect((await ada.get(`/api/post/id?postId=${meeting}`)).body.data.visibility).toBe('ALL_OF_MY_RELATIONSHIPS');

    const ordinary = await createPost(ada, { visibility: 'ALL_OF_MY_RELATIONSHIPS' });
    const edited = await ada.patch('/api/post', { postId: ordinary, modifiedBy: ada.user?.id, visibility: 'PUBLIC' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.visibility).toBe('PUBLIC');
  });
});
