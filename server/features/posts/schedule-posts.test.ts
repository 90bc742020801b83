import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createPost } from './testing';

/** Schedule posts (spec 2 §4, §5): the calendar link rule holds whoever sends the post. */
let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let eve: TestClient;

const scheduleMeta = (url: string) => [
  { name: 'fileMeta', value: JSON.stringify({ postType: 'link', preview: { url } }) },
  { name: 'linkType', value: 'Schedule' },
];
const linkOf = (post: Post) => {
  const entry = post.postMeta.find((m) => m.name === 'fileMeta');
  return (JSON.parse(String(entry?.value)) as { preview: { url: string } }).preview.url;
};

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
  await connect(ada, bob);
});
afterAll(stopTestServers);

describe('schedule posts', () => {
  it("adds https:// and, for a known scheduling host, the author's e-mail; the recipient reads it", async () => {
    const postId = await createPost(ada, {
      type: 'Schedule',
      content: messages.composer.scheduleDescription,
      postMeta: scheduleMeta('calendly.com/ada/30min'),
      usersToShareWith: [bob.user?.id],
    });
    const seen = await bob.get(`/api/post/id?postId=${postId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ type: 'schedule', content: messages.composer.scheduleDescription });
    const email = encodeURIComponent(ada.user?.email ?? '');
    expect(linkOf(seen.body.data)).toBe(`https://calendly.com/ada/30min?email=${email}`);
  });

  it('keeps the scheme a link has and adds no e-mail for other hosts', async () => {
    const postId = await createPost(ada, {
      type: 'Schedule',
      postMeta: scheduleMeta('http://cal.example.org/ada'),
      usersToShareWith: [bob.user?.id],
    });
    expect(linkOf((await bob.get(`/api/post/id?postId=${postId}`)).body.data)).toBe('http://cal.example.org/ada');
  });

  it("answers 'Please enter a valid URL.' for a link that is not one, and stores nothing", async () => {
    const res = await ada.post('/api/post', {
      createdBy: ada.user?.id,
      type: 'Schedule',
      content: 'Book me',
      postMeta: scheduleMeta('javascript:alert(1)'),
      usersToShareWith: [bob.user?.id],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ isSuccess: false, message: messages.composer.invalidUrl });
  });

  it('is refused to a stranger, who cannot read it or post as its author', async () => {
    const postId = await createPost(ada, {
      type: 'Schedule',
      postMeta: scheduleMeta('calendly.com/ada'),
      usersToShareWith: [bob.user?.id],
    });
    const read = await eve.get(`/api/post/id?postId=${postId}`);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(messages.posts.restricted);
    const spoofed = await eve.post('/api/post', {
      createdBy: ada.user?.id,
      type: 'Schedule',
      postMeta: scheduleMeta('calendly.com/eve'),
    });
    expect(spoofed.status).toBe(403);
  });
});
