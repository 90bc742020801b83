// @vitest-environment node
import type { Post } from '@shared/api/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../../../server/testing/api-client';
import { connect } from '../../../../server/features/posts/testing';
import { startTestServer, stopTestServers, type TestServer } from '../../../../server/testing/test-server';
import { type ApiClient, createApiClient } from '../../lib/api-client';
import { createGroup } from '../groups/groups-api';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { uploadPostFiles } from '../uploads/upload-files';
import { createPost, editPost, findGroupForUsers } from './composer-api';
import { emptyDraft } from './composer-store';
import type { ComposerDraft } from './composer-types';
import { buildCreatePostBody, buildEditPostBody } from './post-payload';

/**
 * The composer's calls against the real server: the payloads it builds are accepted and
 * land where the spec says.
 */
let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName });
const clientOf = (user: TestClient): ApiClient =>
  createApiClient({ baseUrl: server.url, getToken: () => user.token, credentials: 'omit' });
const idOf = (user: TestClient) => user.user?.id as string;
const viewerOf = (user: TestClient) => ({ userId: idOf(user), firstName: user.user?.firstName ?? '' });
const memberOf = (user: TestClient): Recipient => ({
  kind: 'member',
  userId: idOf(user),
  name: user.user?.firstName ?? '',
  email: null,
  avatar: null,
});
const SLOW = 30_000;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(stopTestServers);

/** A real 1×1 PNG: the server checks each file's bytes before it publishes the post. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Waits until the server has checked the post's files (it leaves 'pending'). */
async function untilProcessed(viewer: TestClient, postId: string): Promise<Post> {
  for (let i = 0; i < 100; i++) {
    const post = await clientOf(viewer).get<Post>('/api/post/id', { postId });
    if (post.status !== 'pending') return post;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`post ${postId} stayed pending`);
}

async function photoPost(author: TestClient, patch: Partial<ComposerDraft>) {
  const api = clientOf(author);
  const files = [new File([ONE_PIXEL_PNG], 'team photo.png', { type: 'image/png' })];
  const draft: ComposerDraft = { ...emptyDraft(), description: 'Our team', type: 'PHOTO', files, ...patch };
  const attachments = await uploadPostFiles(api, { userId: idOf(author), postId: draft.postId, files, kind: 'image' });
  const body = buildCreatePostBody({
    viewer: viewerOf(author),
    mode: 'share',
    draft,
    attachments,
    groupId: null,
    resharePost: null,
  });
  return { api, draft, post: await createPost(api, body, draft.idempotencyKey) };
}

describe('the composer against the server', () => {
  it(
    'posts photos to one person once per Idempotency-Key, pending until processed',
    async () => {
      const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
      await connect(ada, bob);
      const { api, draft, post } = await photoPost(ada, { visibility: 'SPECIFIC_PEOPLE', people: [memberOf(bob)] });
      expect(post).toMatchObject({ title: 'Ada Post', content: 'Our team', status: 'pending', type: 'post' });
      // No link to a file before it passed its checks.
      expect(post.attachments).toEqual([
        expect.objectContaining({ filename: 'team_photo.png', type: 'image/png', url: null }),
      ]);
      const body = buildCreatePostBody({
        viewer: viewerOf(ada),
        mode: 'share',
        draft,
        attachments: [],
        groupId: null,
        resharePost: null,
      });
      expect((await createPost(api, body, draft.idempotencyKey)).postId).toBe(post.postId);
      const seen = await untilProcessed(bob, post.postId);
      expect(seen).toMatchObject({ postId: post.postId, status: 'published' });
      expect(seen.attachments[0]?.url).toEqual(expect.any(String));
    },
    SLOW,
  );

  it(
    'finds the existing group of two people, posts to it, and edits the post',
    async () => {
      const [ada, bob, cy] = await Promise.all([person('Ada'), person('Bob'), person('Cy')]);
      // The people the composer names are Ada's relationships: the group has them as members
      // straight away (anyone else would only be invited until they accept).
      await connect(ada, bob);
      await connect(ada, cy);
      const api = clientOf(ada);
      expect(await findGroupForUsers(api, [idOf(bob), idOf(cy)])).toBeNull();
      const { groupId } = await createGroup(api, {
        name: 'Bob, Cy',
        createdBy: idOf(ada),
        members: [idOf(bob), idOf(cy)],
        nonRegisteredUsers: [],
      });
      expect(await findGroupForUsers(api, [idOf(cy), idOf(bob)])).toMatchObject({ groupId });
      const draft: ComposerDraft = {
        ...emptyDraft(),
        description: 'Kick-off',
        visibility: 'COLLABORATION_GROUP',
        people: [memberOf(bob), memberOf(cy)],
        selectedGroup: { groupId, name: 'Bob, Cy', members: [], nonRegisteredUsers: [] },
      };
      const body = buildCreatePostBody({
        viewer: viewerOf(ada),
        mode: 'share',
        draft,
        attachments: [],
        groupId,
        resharePost: null,
      });
      const post = await createPost(api, body, draft.idempotencyKey);
      expect(post).toMatchObject({ groupId, visibility: 'COLLABORATION_GROUP', status: 'published' });
      const edited = await editPost(
        api,
        buildEditPostBody(post, { ...draft, description: 'Kick-off at 9', title: 'Plan' }, idOf(ada)),
      );
      expect(edited).toMatchObject({ content: 'Kick-off at 9', title: 'Plan', isEdited: true });
    },
    SLOW,
  );

  it(
    'reshares the original of a reshare',
    async () => {
      const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
      const first = await createPost(
        clientOf(ada),
        buildCreatePostBody({
          viewer: viewerOf(ada),
          mode: 'share',
          draft: { ...emptyDraft(), description: 'Original' },
          attachments: [],
          groupId: null,
          resharePost: null,
        }),
        crypto.randomUUID(),
      );
      const reshare = await createPost(
        clientOf(bob),
        buildCreatePostBody({
          viewer: viewerOf(bob),
          mode: 'share',
          draft: { ...emptyDraft(), description: 'Worth a read' },
          attachments: [],
          groupId: null,
          resharePost: first,
        }),
        crypto.randomUUID(),
      );
      expect(reshare.referencePostId).toBe(first.postId);
    },
    SLOW,
  );

  // The files go to the client's post id folder before the post exists (spec 2 §7), so the
  // server keeps that id: whoever may see the post may read its files.
  it(
    'keeps the client-generated post id, so its files are readable by the people it is shared with',
    async () => {
      const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
      await connect(ada, bob);
      const { draft, post } = await photoPost(ada, { visibility: 'SPECIFIC_PEOPLE', people: [memberOf(bob)] });
      expect(post.postId).toBe(draft.postId);
      await untilProcessed(bob, post.postId);
      const filepath = post.attachments[0]?.filepath as string;
      const url = await clientOf(bob).get<string>('/api/utility/aws/presignedUrl', { filepath, type: 'GET' });
      const bytes = new Uint8Array(await (await fetch(new URL(url, server.url))).arrayBuffer());
      expect(bytes).toEqual(ONE_PIXEL_PNG);
    },
    SLOW,
  );
});
