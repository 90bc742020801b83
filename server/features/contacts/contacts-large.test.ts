import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { contactsCsv, importDone, uploadContacts } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CSV_INVITES_PER_BATCH: '1000', CSV_BATCH_INTERVAL_SECONDS: '0' } });
});
afterAll(stopTestServers);

describe('a 10,000-row import', () => {
  it('is accepted in one request, and its batches drain while the server keeps answering', async () => {
    const ada = await signUp(server.url);
    const res = await uploadContacts(ada, { name: 'big.csv', content: contactsCsv(10_000) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 10_000, valid: 10_000, skipped: 0 });
    const { importId } = res.body.data;
    expect((await ada.get(`/api/user/connections/recent?userId=${ada.user?.id}`)).status).toBe(200);
    const done = await importDone(ada, importId, 120_000);
    expect(done).toMatchObject({ sent: 10_000, failed: 0 });
    const invitations = await server.services.db
      .selectFrom('invitation')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('importId', '=', importId)
      .executeTakeFirstOrThrow();
    expect(Number(invitations.n)).toBe(10_000);
  }, 180_000);
});
