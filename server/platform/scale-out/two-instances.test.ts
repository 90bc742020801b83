import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsignView } from '@shared/api/content';
import { userUploadPrefix } from '@shared/api/files';
import { type Attachment, postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { makePdf } from '../../features/esign/testing';
import { connect, createGroup, createPost } from '../../features/posts/testing';
import { stopServersCleanly } from '../../realtime/testing/close-servers';
import { settle, TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { postgresTestUrl } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { dropPrefix, freshPrefix } from '../queue/testing/engines';
import { startS3Server } from '../storage/testing/s3-server';
import { startRoundRobinProxy } from './round-robin-proxy';

// The documented deployment in miniature: two server instances on one PostgreSQL, Redis
// for fan-out and BullMQ jobs, files on a real S3 API server, one port in front.
const redisUrl = process.env.TEST_REDIS_URL;
const ready = !!postgresTestUrl() && !!redisUrl;

const servers: TestServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
let first: TestServer;
let second: TestServer;
let front: Awaited<ReturnType<typeof startRoundRobinProxy>>;

beforeAll(async () => {
  if (!ready) return;
  const s3 = await startS3Server();
  const prefix = freshPrefix();
  cleanups.push(s3.stop, () => dropPrefix(prefix));
  front = await startRoundRobinProxy();
  cleanups.unshift(front.close);
  // Both instances answer as the front port (PUBLIC_URL), as behind a load balancer.
  const env = { ...s3.env, REDIS_URL: redisUrl!, QUEUE_ENGINE: 'bullmq', QUEUE_PREFIX: prefix, PUBLIC_URL: front.url };
  first = await startTestServer({ env });
  second = await startTestServer({ sameDataAs: first, env });
  servers.push(second, first);
  front.upstreams.push(first.url, second.url);
}, 60_000);
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

/** The chat box's send, with its retry key. */
function sendChat(author: TestClient, pairingId: string, content: string) {
  return author.post(
    '/api/post',
    {
      userId: author.user!.id,
      createdBy: author.user!.id,
      title: `${author.user!.firstName} Post`,
      content,
      status: 'published',
      visibility: 'private',
      type: 'chat',
      postMeta: [{ name: 'visibilityType', value: JSON.stringify({ type: 'SPECIFIC_PEOPLE' }) }],
      usersToShareWith: [pairingId],
    },
    { 'idempotency-key': randomUUID() },
  );
}

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Frames of one event on one channel must be gapless in seq, each acknowledged id once. */
function expectExactlyOnce(socket: TestSocket, name: string, ids: string[]) {
  const frames = socket.on(name);
  const seqs = frames.map((f) => f.seq as number);
  // Gapless from the first frame this socket saw (the pairing's own event came before it connected).
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + (seqs[0] ?? 1)));
  const created = frames
    .filter((f) => f.event === postEvents.created)
    .map((f) => (f.data as { postId: string }).postId);
  expect([...created].sort()).toEqual([...ids].sort());
}

describe.skipIf(!ready)(
  'two instances behind one port (PostgreSQL + Redis + S3; runs when TEST_DATABASE_URL and TEST_REDIS_URL are set)',
  () => {
    it('runs on the shared engines, and the port alternates between the instances', async () => {
      for (const server of [first, second]) {
        expect(server.services.dialect).toBe('postgres');
        expect(server.services.realtime.fanout).toBe('redis');
        expect(server.services.storage.driver).toBe('s3');
      }
      await Promise.all([signUp(front.url), signUp(front.url)]);
      expect(front.hits).toHaveLength(2);
      expect(front.hits.every((n) => n > 0)).toBe(true);
    });

    it('users on different instances chat: every message once on the other socket, history without a gap', async () => {
      const [ada, bob] = await Promise.all([signUp(front.url), signUp(front.url)]);
      const pairingId = await connect(ada, bob);
      const adaSocket = await TestSocket.connect(first.url, { token: ada.token });
      const bobSocket = await TestSocket.connect(second.url, { token: bob.token });
      const name = channel.pair(pairingId);

      const acked: string[] = [];
      for (let i = 0; i < 15; i++) {
        const [fromAda, fromBob] = await Promise.all([
          sendChat(ada, pairingId, `ada ${i}`),
          sendChat(bob, pairingId, `bob ${i}`),
        ]);
        expect([fromAda.status, fromBob.status]).toEqual([200, 200]);
        acked.push(fromAda.body.data.postId, fromBob.body.data.postId);
      }
      await until(
        async () =>
          bobSocket.on(name).filter((f) => f.event === postEvents.created).length >= 30 &&
          adaSocket.on(name).filter((f) => f.event === postEvents.created).length >= 30,
        'every message on both sockets',
      );
      await settle(300);
      expectExactlyOnce(bobSocket, name, acked);
      expectExactlyOnce(adaSocket, name, acked);

      // A client catching up by history (through the front port) reads the same, once each.
      const history = await bob.get(`/api/channels/${encodeURIComponent(name)}/history?limit=100`);
      expect(history.status).toBe(200);
      const results = history.body.data.results as { seq: number; event: string; data: { postId: string } }[];
      expect(results.map((e) => e.seq)).toEqual(Array.from({ length: results.length }, (_, i) => i + 1));
      expect(results.at(-1)?.seq).toBe(bobSocket.on(name).at(-1)?.seq);
      // Before the sockets connected the pairing had its own first event; from there on, the chat.
      const since = bobSocket.on(name)[0]!.seq as number;
      const historic = results
        .filter((e) => e.seq >= since && e.event === postEvents.created)
        .map((e) => e.data.postId);
      expect(historic.sort()).toEqual([...acked].sort());
      await Promise.all([adaSocket.close(), bobSocket.close()]);
    });

    it('a post with a file uploaded to S3 on one instance is read on the other', async () => {
      const [ada, bob] = await Promise.all([signUp(front.url), signUp(front.url)]);
      const groupId = await createGroup(ada, [bob]);
      const bobSocket = await TestSocket.connect(second.url, { token: bob.token });
      const postId = randomUUID();
      const key = `${userUploadPrefix(ada.user!.id)}posts/${postId}/original/plan.txt`;
      const presigned = await ada.get(
        `/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: key, type: 'PUT', contentType: 'text/plain' })}`,
      );
      expect(presigned.status).toBe(200);
      const put = await fetch(presigned.body.data, {
        method: 'PUT',
        body: 'shared plan',
        headers: { 'content-type': 'text/plain' },
      });
      expect(put.status).toBe(200);
      await createPost(ada, {
        postId,
        groupsToShareWith: [groupId],
        attachments: [{ filename: 'plan.txt', filepath: key, type: 'text/plain' }],
      });
      // The file check runs as a BullMQ job on whichever instance takes it.
      const post = await until(async () => {
        const res = await bob.get(`/api/post/id?postId=${postId}`);
        return res.body.data?.status === 'published' ? res.body.data : undefined;
      }, 'the post to be published');
      const [file] = post.attachments as Attachment[];
      expect(await (await fetch(file!.url as string)).text()).toBe('shared plan');
      const group = channel.group(groupId);
      await until(async () => bobSocket.on(group).some((f) => f.event === postEvents.created), 'post.created');
      await settle(300);
      expect(bobSocket.on(group).filter((f) => f.event === postEvents.created)).toHaveLength(1);
      await bobSocket.close();
    });

    it('e-sign across instances: send on one, sign on the other, sealed by a queued job', {
      timeout: 120_000,
    }, async () => {
      const [ada, bob] = await Promise.all([
        signUp(front.url, { firstName: 'Ada', lastName: 'Lovelace' }),
        signUp(front.url, { firstName: 'Bob', lastName: 'Builder' }),
      ]);
      const groupId = await createGroup(ada, [bob]);
      const filepath = `${userUploadPrefix(ada.user!.id)}esign/${randomUUID()}/Agreement.pdf`;
      await first.services.storage.put(filepath, await makePdf(1), 'application/pdf');
      const created = await ada.post('/api/content', {
        userId: ada.user!.id,
        createdBy: ada.user!.id,
        filename: 'Agreement.pdf',
        filepath,
        type: 'pdf',
        order: 0,
      });
      expect(created.status).toBe(200);
      const contentId = created.body.data.contentId as string;
      await until(
        async () => {
          const res = await ada.get(`/api/content/id?contentId=${contentId}`);
          return res.body.data?.state === 'ready';
        },
        'the document to be prepared',
        60_000,
      );

      const setUp = await ada.request('PUT', '/api/content/esign', {
        contentId,
        userId: ada.user!.id,
        signers: [{ userId: bob.user!.id }],
        fields: [{ signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.04 }],
      });
      expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
      const postId = await createPost(ada, {
        type: 'ESign',
        content: 'Please sign',
        visibility: 'COLLABORATION_GROUP',
        groupsToShareWith: [groupId],
        postMeta: [{ name: 'contentId', value: contentId }],
      });
      const sent = await ada.post('/api/content/esign/send', { contentId, postId });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);

      const drawn = await sharp({ create: { width: 200, height: 60, channels: 4, background: '#1e3a8a' } })
        .png()
        .toBuffer();
      const view = (await bob.get(`/api/content/esign?contentId=${contentId}`)).body.data as EsignView;
      const signed = await bob.post('/api/content/esign/sign', {
        contentId,
        values: view.fields.map((f) => ({
          fieldId: f.fieldId,
          value: `data:image/png;base64,${drawn.toString('base64')}`,
        })),
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      expect(signed.body.data).toMatchObject({ signed: 1, count: 1 });
      const done = await until(
        async () => {
          const v = (await ada.get(`/api/content/esign?contentId=${contentId}`)).body.data as EsignView;
          return v.state === 'completed' ? v : undefined;
        },
        'the sealed document',
        90_000,
      );
      expect(done.signedUrl).toBeTruthy();
      // The second signature attempt is refused whichever instance answers.
      const again = await bob.post('/api/content/esign/sign', { contentId, values: [] });
      expect(again.status).toBe(409);
    });
  },
);
