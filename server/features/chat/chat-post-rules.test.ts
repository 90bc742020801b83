import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect } from '../posts/testing';

/**
 * Rules of chat messages that belong to POST/PATCH /api/post (server/features/posts, owned
 * elsewhere) and are missing there today. Each body is the check to switch on (`it.todo` to
 * `it`) once posts enforces it; today each of them fails.
 */
let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let eve: TestClient;
let pairingId: string;

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
  pairingId = await connect(ada, bob);
});
afterAll(stopTestServers);

const chatBody = (extra: Record<string, unknown>) => ({ createdBy: ada.user!.id, type: 'chat', ...extra });

async function sentChat(content: string): Promise<string> {
  const res = await ada.post('/api/post', chatBody({ content, usersToShareWith: [pairingId] }));
  expect(res.status).toBe(200);
  return res.body.data.postId as string;
}

describe('chat messages: rules missing in POST /api/post', () => {
  it('refuses a blank chat message without a file (spec 2 §4, §5: blank text is not sent)', async () => {
    for (const content of ['', '   ', '\n\t ']) {
      const res = await ada.post('/api/post', chatBody({ content, usersToShareWith: [pairingId] }));
      expect(res.status).toBe(400);
    }
    const withFile = await ada.post(
      '/api/post',
      chatBody({
        content: '',
        usersToShareWith: [pairingId],
        attachments: [{ filename: 'a.png', filepath: 'none', type: 'image/png' }],
      }),
    );
    expect(withFile.status).toBe(200);
  });

  it('refuses a chat message that names no relationship or group (today it becomes a PUBLIC post)', async () => {
    expect((await ada.post('/api/post', chatBody({ content: 'hi' }))).status).toBe(400);
    expect((await ada.post('/api/post', chatBody({ content: 'hi', visibility: 'PUBLIC' }))).status).toBe(400);
  });

  it('refuses a chat message to someone the author has no relationship with (today SPECIFIC_PEOPLE)', async () => {
    const res = await ada.post('/api/post', chatBody({ content: 'hi', usersToShareWith: [eve.user!.id] }));
    expect(res.status).toBe(403);
  });

  it("answers 403, like a stranger group, for a pairing id that is not the author's (today 400)", async () => {
    const theirs = await connect(bob, eve);
    const res = await ada.post('/api/post', chatBody({ content: 'hi', usersToShareWith: [theirs] }));
    expect(res.status).toBe(403);
  });
});

describe('chat messages: rules missing in PATCH /api/post (spec 3 §5)', () => {
  it('refuses an edit whose trimmed text is the current content, and leaves it unedited', async () => {
    const postId = await sentChat('hello');
    for (const content of ['hello', '  hello  ']) {
      const res = await ada.patch('/api/post', { postId, modifiedBy: ada.user!.id, content });
      expect(res.status).toBe(400);
    }
    expect((await bob.get(`/api/post/id?postId=${postId}`)).body.data.isEdited).toBe(false);
  });

  it('refuses a blank edit, and an edit that changes nothing', async () => {
    const postId = await sentChat('hello');
    expect((await ada.patch('/api/post', { postId, modifiedBy: ada.user!.id, content: '   ' })).status).toBe(400);
    expect((await ada.patch('/api/post', { postId, modifiedBy: ada.user!.id })).status).toBe(400);
    expect((await bob.get(`/api/post/id?postId=${postId}`)).body.data.content).toBe('hello');
  });

  it('stores the edited text trimmed', async () => {
    const postId = await sentChat('hello');
    const res = await ada.patch('/api/post', { postId, modifiedBy: ada.user!.id, content: '  hello again \n' });
    expect(res.body.data.content).toBe('hello again');
  });
});

describe('chat messages: rules posts already enforces', () => {
  it('lets only the author edit or delete a chat message (spec 3 §6)', async () => {
    const postId = await sentChat('mine');
    expect((await bob.patch('/api/post', { postId, modifiedBy: bob.user!.id, content: 'yours' })).status).toBe(403);
    expect((await bob.delete('/api/post', { postId, deletedBy: bob.user!.id })).status).toBe(403);
    expect((await ada.delete('/api/post', { postId, deletedBy: ada.user!.id })).status).toBe(200);
  });
});
