import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { requestHeaders, requestIdOf } from './request-headers';

let server: Server;
let url: string;
beforeAll(async () => {
  const app = new Hono<AppEnv>().get('/', (c) =>
    c.json({
      id: requestIdOf(c),
      again: requestIdOf(c),
      auth: requestHeaders(c).get('Authorization'),
      none: requestHeaders(c).get('x-none'),
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a request's headers read from Node's parsed ones", () => {
  it('reads a header by any case, answers null for a missing one, and keeps the caller’s request id', async () => {
    const res = await fetch(url, { headers: { authorization: 'Bearer abc', 'x-request-id': 'req-1' } });
    expect(await res.json()).toEqual({ id: 'req-1', again: 'req-1', auth: 'Bearer abc', none: null });
  });

  it('makes one request id per request when the caller sends none', async () => {
    const [a, b] = await Promise.all([fetch(url).then((r) => r.json()), fetch(url).then((r) => r.json())]);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.again).toBe(a.id);
    expect(b.id).not.toBe(a.id);
  });
});
