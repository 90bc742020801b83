import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@shared/api/notifications';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createPost } from '../posts/testing';

/**
 * Web push as a push service receives it (issue 14): a push endpoint on loopback stands in for
 * the browser vendor's service. The "browser" is a P-256 key pair and an auth secret made
 * here; the endpoint checks the VAPID signature and decrypts the aes128gcm body with them.
 */
let server: TestServer;
let endpoint: Server;
let endpointUrl = '';
/** A private server that is no push service: nothing may ever reach it. */
let privateSite: Server;
let privatePort = 0;
let privateHits = 0;
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
/** Paths the endpoint answers 410 for: a subscription the browser dropped. */
const gone = new Set<string>();

const runJobs = async () => {
  for (let i = 0; i < 5; i++) if (!(await server.services.queue.runDueOnce?.())) break;
};
const b64url = (buffer: Buffer) => buffer.toString('base64url');

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(path) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  privateSite = createServer((_req, res) => {
    privateHits++;
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => privateSite.listen(0, '127.0.0.1', resolve));
  privatePort = (privateSite.address() as AddressInfo).port;
  // The loopback push service is allowed by name; every other private address is refused.
  server = await startTestServer({
    env: { QUEUE_CONCURRENCY: '0', SIGNIN_MAX_PER_IP: '1000', PUSH_ALLOW_HOSTS: endpointUrl.slice('http://'.length) },
  });
});
afterAll(async () => {
  await new Promise((resolve) => endpoint?.close(resolve));
  await new Promise((resolve) => privateSite?.close(resolve));
  await stopTestServers();
});

/** A browser's subscription: its own key pair and auth secret, saved for `who`. */
async function subscribe(who: TestClient, path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  const res = await who.post('/api/notifications/push/subscriptions', {
    endpoint: `${endpointUrl}${path}`,
    keys: { p256dh: b64url(keys.getPublicKey()), auth: b64url(auth) },
  });
  expect(res.status).toBe(201);
  return { keys, auth, path };
}

/** Checks the VAPID header as a push service does and answers the JWT's claims. */
function verifiedVapid(headers: IncomingHttpHeaders): { aud: string; exp: number; sub: string; k: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(isValid).toBe(true);
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), k };
}

describe('web push delivery', () => {
  it('encrypts for the subscription and signs with the VAPID key; the endpoint decrypts the payload', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url, { firstName: 'Bob' })]);
    const browser = await subscribe(ada, '/push/ada-1');
    const postId = await createPost(ada);
    const comment = await bob.post('/api/comment', {
      createdBy: bob.user?.id,
      message: 'Count me in for Monday',
      entityId: postId,
      entityName: 'Post',
    });
    const commentId = comment.body.data.commentId as string;
    const before = Math.floor(Date.now() / 1000);
    await runJobs();

    const pushes = received.filter((r) => r.path === browser.path);
    expect(pushes).toHaveLength(1);
    const [push] = pushes as [Received];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const vapid = verifiedVapid(push.headers);
    expect(vapid.k).toBe((await ada.get('/api/notifications/push/key')).body.data.publicKey);
    expect(vapid.aud).toBe(endpointUrl);
    expect(vapid.exp).toBeGreaterThan(before);
    expect(vapid.exp).toBeLessThanOrEqual(before + 24 * 3600 + 60);
    expect(vapid.sub).toMatch(/^(mailto:|https:)/);

    const plain = ece.decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: browser.keys,
      authSecret: b64url(browser.auth),
    }) as Buffer;
    const payload = JSON.parse(plain.toString('utf8')) as PushPayload;
    const [notification] = (await ada.get('/api/notifications')).body.data.results;
    expect(payload).toEqual({
      title: `${bob.user?.firstName} ${bob.user?.lastName} commented on your post`,
      body: 'Count me in for Monday',
      url: `${server.url}/?threadPostId=${postId}&commentId=${commentId}&notificationId=${notification.notificationId}`,
      tag: notification.notificationId,
    });
    // Another subscription's keys cannot read it.
    const stranger = createECDH('prime256v1');
    stranger.generateKeys();
    expect(() =>
      ece.decrypt(push.body, { version: 'aes128gcm', privateKey: stranger, authSecret: b64url(browser.auth) }),
    ).toThrow();
  });

  it('drops a subscription the push service answers 410 for, and sends nothing once push is off', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const dropped = await subscribe(ada, '/push/ada-gone');
    gone.add(dropped.path);
    const postId = await createPost(ada);
    const comment = (message: string) =>
      bob.post('/api/comment', { createdBy: bob.user?.id, message, entityId: postId, entityName: 'Post' });
    await comment('first');
    await runJobs();
    expect(received.filter((r) => r.path === dropped.path)).toHaveLength(1);
    await comment('second');
    await runJobs();
    // Removed after the 410: not asked again.
    expect(received.filter((r) => r.path === dropped.path)).toHaveLength(1);

    const live = await subscribe(ada, '/push/ada-live');
    expect((await ada.patch('/api/notifications/preferences', { pushNotification: false })).status).toBe(200);
    await comment('third');
    await runJobs();
    expect(received.filter((r) => r.path === live.path)).toHaveLength(0);
    expect((await ada.get('/api/notifications')).body.data.count).toBe(3);
  });
});

/** Endpoints a push must never reach: loopback in its many spellings, metadata, private ranges, credentials. */
function privateTargets(): string[] {
  return [
    `http://127.0.0.1:${privatePort}/push`,
    `http://localhost:${privatePort}/push`,
    `http://[::ffff:127.0.0.1]:${privatePort}/push`,
    `http://2130706433:${privatePort}/push`,
    `http://0177.0.0.1:${privatePort}/push`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://0.0.0.0/push',
    'http://[::1]/push',
    'http://10.0.0.1/push',
    'http://192.168.1.1/push',
    'https://user:pass@push.example/push',
  ];
}

describe('push endpoints are not a way into the private network (SSRF)', () => {
  it('refuses a private, loopback, metadata or credentialed endpoint at subscribe time, in the envelope', async () => {
    const ada = await signUp(server.url);
    for (const target of [...privateTargets(), 'ftp://push.example/push', 'https://push.example:8443/push']) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const res = await ada.post('/api/notifications/push/subscriptions', {
        endpoint: target,
        keys: { p256dh: b64url(keys.getPublicKey()), auth: b64url(randomBytes(16)) },
      });
      expect(res.status, target).toBe(400);
      expect(res.body, target).toEqual({ isSuccess: false, message: messages.notifications.pushEndpointRefused });
    }
    const saved = await server.services.db
      .selectFrom('push_subscription')
      .select('endpoint')
      .where('userId', '=', ada.user?.id as string)
      .execute();
    expect(saved).toEqual([]);
    // The loopback push service of this test is allowed by PUSH_ALLOW_HOSTS.
    await subscribe(ada, '/push/ada-allowed');
  });

  it('never connects to a private, loopback or metadata address and drops those subscriptions', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const targets = privateTargets();
    // Saved before this check existed, or a name that resolved elsewhere then: delivery checks again.
    for (const target of targets) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      await server.services.db
        .insertInto('push_subscription')
        .values({
          endpoint: target,
          userId: ada.user?.id as string,
          p256dh: b64url(keys.getPublicKey()),
          auth: b64url(randomBytes(16)),
          createdAt: new Date().toISOString(),
        })
        .execute();
    }
    const honest = await subscribe(ada, '/push/ada-honest');

    const postId = await createPost(ada);
    await bob.post('/api/comment', { createdBy: bob.user?.id, message: 'Hi', entityId: postId, entityName: 'Post' });
    await runJobs();
    expect(privateHits).toBe(0);
    expect(received.filter((r) => r.path === honest.path)).toHaveLength(1);
    const left = await server.services.db
      .selectFrom('push_subscription')
      .select('endpoint')
      .where('userId', '=', ada.user?.id as string)
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([`${endpointUrl}${honest.path}`]);
  });
});
