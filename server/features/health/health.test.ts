import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqliteConnectionOf } from '../../db/database';
import { anonymous } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

it('says the service is up, with Vary and the JSON answer headers, to anyone and to a HEAD', async () => {
  const res = await fetch(`${server.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ isSuccess: true, data: { status: 'ok', product: 'Rapport' } });
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBeNull();
  const head = await fetch(`${server.url}/api/health`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(res.headers.get('content-length'));
});

it('is only a GET: other methods meet the API as any unknown route', async () => {
  const res = await fetch(`${server.url}/api/health`, { method: 'POST', headers: { origin: server.url } });
  expect(res.status).toBe(404);
  expect((await res.json()).isSuccess).toBe(false);
});

it('answers 503 with its message once the database is gone', async () => {
  const lonely = await startTestServer();
  const sqlite = sqliteConnectionOf(lonely.services.db);
  if (sqlite) sqlite.close();
  else await lonely.services.db.destroy();
  const res = await anonymous(lonely.url).get('/api/health');
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ isSuccess: false, message: 'The database is not reachable.' });
});
