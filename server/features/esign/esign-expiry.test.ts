import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESIGN_EXPIRE_JOB } from '@shared/api/content';
import { messages } from '@shared/messages';
import type { Notification } from '@shared/api/notifications';
import type { TestClient } from '../../testing/api-client';
import { expireContent } from './expire-job';
import {
  ada,
  bob,
  cy,
  dee,
  mailsTo,
  readyDocument,
  runJobs,
  sendInGroup,
  server,
  setUp,
  storedState,
  startEsignWorld,
  valuesFor,
  view,
} from './testing';

startEsignWorld();

/** Bob's stored field values (null until he signs). */
async function storedValues(contentId: string, signerNumber: number) {
  const rows = await server.services.db
    .selectFrom('esign_field')
    .select('value')
    .where('contentId', '=', contentId)
    .where('signerNumber', '=', signerNumber)
    .execute();
  return rows.map((r) => r.value);
}

const onPostgres = () => !!process.env.DATABASE_URL?.startsWith('postgres');

/**
 * Resolves once a PostgreSQL backend waits for a row lock held by the test. At once on SQLite,
 * and with group commit, where the request's transaction waits for the test's to end.
 */
async function someoneWaitsForALock() {
  if (!onPostgres() || server.services.database.groupCommit) return;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%esign_content%'`.execute(server.services.db);
    if (rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a signature at the stored expiry (410) and records nothing; a moment before, it is taken', async () => {
    const contentId = await readyDocument();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await setUp(contentId, [bob], { expiresAt });
    await sendInGroup(contentId);
    const v = await view(bob, contentId);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(expiresAt));
    const atDeadline = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 1, 'Bob') });
    expect(atDeadline).toMatchObject({ status: 410, body: { message: messages.esign.expired } });
    expect(await storedValues(contentId, 1)).toEqual([null, null, null]);
    expect((await view(ada, contentId)).signers[0]?.state).toBe('pending');
    const declined = await bob.post('/api/content/esign/decline', { contentId, reason: 'Too late' });
    expect(declined.status).toBe(410);

    vi.setSystemTime(new Date(new Date(expiresAt).getTime() - 1));
    const justInTime = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 1, 'Bob') });
    expect(justInTime.status).toBe(200);
    expect((await view(ada, contentId)).signers[0]?.state).toBe('signed');
  });

  it('an expiry stored while a signing is under way wins: the signing is refused with 410 and leaves no trace', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob, cy], { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await sendInGroup(contentId);
    const v = await view(bob, contentId);
    let signing: Promise<{ status: number; body: { message?: string } }> | undefined;
    // The expiry job's transition, held open until Bob's signing has read the document as
    // still open and is waiting to record (PostgreSQL; SQLite runs one transaction at a time).
    await server.services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('esign_content')
        .set({ state: 'expired', expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', contentId)
        .execute();
      signing = bob.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 1, 'Bob') });
      await someoneWaitsForALock();
    });
    expect(await signing).toMatchObject({ status: 410, body: { message: messages.esign.expired } });
    expect(await storedValues(contentId, 1)).toEqual([null, null, null]);
    const after = await view(ada, contentId);
    expect(after.signers.map((s) => s.state)).toEqual(['pending', 'pending']);
    expect(after.events.map((e) => e.kind)).not.toContain('signed');
  });

  it('tells the signers still to sign and the sender in the app too, with a link to the post', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob, cy], { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const postId = await sendInGroup(contentId);
    await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(await view(bob, contentId), 1, 'Bob') });
    await server.services.db
      .updateTable('esign_content')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', contentId)
      .execute();
    await expireContent(server.services, { contentId });
    await runJobs(); // the e-sign notice, which queues the notifications
    await runJobs(); // their fan-out
    const expiredFor = async (client: TestClient) =>
      ((await client.get('/api/notifications?skip=0&limit=50')).body.data.results as Notification[]).filter(
        (n) => n.kind === 'esignExpired' && n.postId === postId,
      );
    for (const client of [cy, ada]) {
      const [n, ...more] = await expiredFor(client);
      expect(more).toEqual([]);
      expect(n).toMatchObject({
        title: 'The time to sign a document has passed',
        message: 'Agreement.pdf',
        isRead: false,
        actor: null,
      });
      expect(n?.url).toContain(`postId=${postId}`);
    }
    expect(await expiredFor(bob)).toEqual([]);
    expect(await expiredFor(dee)).toEqual([]);
    // Push (per each one's switch) goes through the same delivery job as every notification.
    const deliveries = await server.services.db
      .selectFrom('job')
      .select('payload')
      .where('name', '=', 'notifications.deliver')
      .execute();
    const [cyNotice] = await expiredFor(cy);
    expect(deliveries.some((j) => String(j.payload).includes(cyNotice!.notificationId))).toBe(true);
  });

  it('refuses a signer past the deadline (410)', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob], { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await sendInGroup(contentId);
    await server.services.db
      .updateTable('esign_content')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', contentId)
      .execute();
    const v = await view(bob, contentId);
    expect(v.canSign).toBe(false);
    expect(v.state).toBe('expired');
    const res = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 1, 'Bob') });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(messages.esign.expired);
  });

  it('expires through the queue at the deadline: the state is stored, the signers still to sign and the sender are mailed', async () => {
    const contentId = await readyDocument();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await setUp(contentId, [bob, cy], { expiresAt });
    await sendInGroup(contentId);
    const queued = await server.services.db
      .selectFrom('job')
      .select(['payload', 'runAt'])
      .where('name', '=', ESIGN_EXPIRE_JOB)
      .execute();
    const expiry = queued.find((j) => String(j.payload).includes(contentId));
    expect(new Date(String(expiry?.runAt)).getTime()).toBe(new Date(expiresAt).getTime());
    await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(await view(bob, contentId), 1, 'Bob') });

    // A run before the deadline changes nothing (it queues itself again).
    await expireContent(server.services, { contentId });
    expect(await storedState(contentId)).toBe('sent');

    await server.services.db
      .updateTable('esign_content')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', contentId)
      .execute();
    await expireContent(server.services, { contentId });
    expect(await storedState(contentId)).toBe('expired');
    const v = await view(ada, contentId);
    expect(v.state).toBe('expired');
    expect(v.events.map((e) => e.kind)).toContain('expired');
    await runJobs();
    expect((await mailsTo(cy)).some((m) => m.subject === 'Agreement.pdf has expired')).toBe(true);
    expect((await mailsTo(bob)).some((m) => m.subject === 'Agreement.pdf has expired')).toBe(false);
    const owner = (await mailsTo(ada)).find((m) => m.subject === 'Agreement.pdf has expired before everyone signed');
    expect(owner?.text).toContain('Still to sign: Cy Young.');
    const late = await cy.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 2, 'Cy') });
    expect(late).toMatchObject({ status: 410, body: { message: messages.esign.expired } });
    // Running again (a retried job) mails nobody twice.
    const mailed = (await mailsTo(cy)).length;
    await expireContent(server.services, { contentId });
    await runJobs();
    expect((await mailsTo(cy)).length).toBe(mailed);
  });
});
