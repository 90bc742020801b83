import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@shared/api/notifications';
import ece from 'http_ece';
import type { TestClient } from '../../../testing/api-client';

export type PushReceived = { path: string; headers: IncomingHttpHeaders; body: Buffer };
/** A browser's side of a subscription: its key pair and auth secret, and its endpoint path. */
export type PushBrowser = { keys: ECDH; auth: Buffer; path: string };

/**
 * A push service on loopback standing in for the browser vendor's (tests and e2e; the server
 * needs `PUSH_ALLOW_HOSTS` set to `host`). It keeps what it receives; `subscribe` makes a
 * "browser" (P-256 keys and an auth secret made here) and saves its subscription for a user;
 * `open` decrypts a received message with that browser's keys, as the browser would.
 */
export async function startPushService() {
  const received: PushReceived[] = [];
  const listeners = new Set<(r: PushReceived) => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const item = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(item);
      for (const listener of listeners) listener(item);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    host: url.slice('http://'.length),
    received,
    /** Called with each message as it arrives. */
    onPush(listener: (r: PushReceived) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    to: (browser: PushBrowser) => received.filter((r) => r.path === browser.path),
    async subscribe(who: TestClient, path: string): Promise<PushBrowser> {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const res = await who.post('/api/notifications/push/subscriptions', {
        endpoint: `${url}${path}`,
        keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      });
      if (res.status !== 201) throw new Error(`subscribe answered ${res.status}`);
      return { keys, auth, path };
    },
    open(message: PushReceived, browser: PushBrowser): PushPayload {
      const plain = ece.decrypt(message.body, {
        version: 'aes128gcm',
        privateKey: browser.keys,
        authSecret: browser.auth.toString('base64url'),
      }) as Buffer;
      return JSON.parse(plain.toString('utf8')) as PushPayload;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
