import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESIGN_EXPIRE_JOB, ESIGN_MAX_BYTES, ESIGN_REMIND_JOB, esignChannel, type EsignView } from '@shared/api/content';
import { messages } from '@shared/messages';
import type { Notification } from '@shared/api/notifications';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from '../posts/testing';
import { expireContent } from './expire-job';
import { runNotify } from './notify';
import { makeDocx, makePdf, pdfinfo, pdfsig, uploadContent } from './testing';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let cy: TestClient;
let dee: TestClient;
let eve: TestClient;
let groupId: string;

beforeAll(async () => {
  // Jobs run when a test says so (runDueOnce).
  server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0' } });
  [ada, bob, cy, dee, eve] = await Promise.all([
    signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' }),
    signUp(server.url, { firstName: 'Bob', lastName: 'Builder' }),
    signUp(server.url, { firstName: 'Cy', lastName: 'Young' }),
    signUp(server.url, { firstName: 'Dee', lastName: 'Member' }),
    signUp(server.url, { firstName: 'Eve', lastName: 'Stranger' }),
  ]);
  groupId = await createGroup(ada, [bob, cy, dee]);
});
afterAll(stopTestServers);

const runJobs = () => server.services.queue.runDueOnce?.();
const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);
const view = async (client: TestClient, contentId: string) =>
  (await client.get(`/api/content/esign?contentId=${contentId}`)).body.data as EsignView;

/** A prepared PDF document of Ada's: uploaded and converted. */
async function readyDocument(pages = 2): Promise<string> {
  const res = await uploadContent(server, ada, 'Agreement.pdf', await makePdf(pages));
  expect(res.status).toBe(200);
  await runJobs();
  return res.body.data.contentId;
}

const fieldsFor = (signerNumber: number) => [
  { signerNumber, type: 'signature', page: 1, x: 0.1, y: 0.7 + signerNumber * 0.05, width: 0.3, height: 0.04 },
  { signerNumber, type: 'date', page: 2, x: 0.6, y: 0.7 + signerNumber * 0.05, width: 0.2, height: 0.03 },
  { signerNumber, type: 'checkbox', page: 2, x: 0.1, y: 0.5 + signerNumber * 0.05, width: 0.03, height: 0.02 },
];

async function setUp(contentId: string, signers: TestClient[], extra: Record<string, unknown> = {}) {
  return put(ada, '/api/content/esign', {
    contentId,
    userId: ada.user!.id,
    signers: signers.map((s) => ({ userId: s.user!.id })),
    fields: signers.flatMap((_, i) => fieldsFor(i + 1)),
    ...extra,
  });
}

async function sendInGroup(contentId: string) {
  const postId = await createPost(ada, {
    type: 'ESign',
    content: 'Please sign',
    visibility: 'COLLABORATION_GROUP',
    groupsToShareWith: [groupId],
    postMeta: [{ name: 'contentId', value: contentId }],
  });
  const sent = await ada.post('/api/content/esign/send', { contentId, postId });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return postId;
}

function valuesFor(v: EsignView, signerNumber: number, signature: string) {
  return v.fields
    .filter((f) => f.signerNumber === signerNumber)
    .map((f) => ({ fieldId: f.fieldId, value: f.type === 'checkbox' ? 'true' : signature }));
}

async function storedState(contentId: string) {
  const row = await server.services.db
    .selectFrom('esign_content')
    .select('state')
    .where('id', '=', contentId)
    .executeTakeFirst();
  return row?.state;
}

async function mailsTo(client: TestClient) {
  return server.services.db.selectFrom('mail_outbox').selectAll().where('to', '=', client.user!.email).execute();
}

describe('upload (spec 1 §5, §7)', () => {
  it('answers the spec texts for a wrong type and an empty file, and 413 past the size cap', async () => {
    const text = await uploadContent(server, ada, 'notes.txt', Buffer.from('hello'));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(messages.esign.invalidType);
    const empty = await uploadContent(server, ada, 'Empty.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.esign.invalidFile);
    const big = await uploadContent(server, ada, 'Big.pdf', Buffer.alloc(ESIGN_MAX_BYTES + 1, 32));
    expect(big.status).toBe(413);
  });

  it('refuses a file of another user, a signed-out caller and a userId that is not the session', async () => {
    const res = await ada.post('/api/content', {
      userId: ada.user!.id,
      createdBy: ada.user!.id,
      filename: 'x.pdf',
      filepath: `uploads/users/${bob.user!.id}/esign/x.pdf`,
    });
    expect(res.status).toBe(403);
    expect((await anonymous(server.url).post('/api/content', {})).status).toBe(401);
    const other = await ada.post('/api/content', {
      userId: bob.user!.id,
      createdBy: bob.user!.id,
      filename: 'x.pdf',
      filepath: `uploads/users/${ada.user!.id}/esign/x.pdf`,
    });
    expect(other.status).toBe(403);
  });

  it('marks bytes that are not a PDF as failed with the type message', async () => {
    const res = await uploadContent(server, ada, 'Fake.pdf', Buffer.from('not a pdf at all'));
    await runJobs();
    const content = await ada.get(`/api/content/id?contentId=${res.body.data.contentId}`);
    expect(content.body.data).toMatchObject({ state: 'failed', message: messages.esign.invalidType, pdfUrl: null });
  });

  it('prepares a PDF: the spec fields, the page count and a link to the PDF; strangers are refused', async () => {
    const contentId = await readyDocument(3);
    const res = await ada.get(`/api/content/id?contentId=${contentId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      contentId,
      filename: 'Agreement.pdf',
      type: 'pdf',
      state: 'ready',
      pageCount: 3,
    });
    expect((await fetch(res.body.data.pdfUrl)).status).toBe(200);
    expect((await eve.get(`/api/content/id?contentId=${contentId}`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/content/id?contentId=${contentId}`)).status).toBe(401);
    const pdfKey = `esign/${contentId}/document.pdf`;
    expect((await eve.get(`/api/utility/aws/presignedUrl?filepath=${pdfKey}&type=GET`)).status).toBe(403);
  });
});

describe('Word files', () => {
  it('converts a DOCX to PDF with the real LibreOffice on the queue', { timeout: 120_000 }, async () => {
    const docx = await makeDocx(['Service agreement', 'The parties agree to the terms below.'], 1);
    const res = await uploadContent(server, ada, 'Service agreement.docx', docx);
    expect(res.status).toBe(200);
    const pending = await ada.get(`/api/content/id?contentId=${res.body.data.contentId}`);
    expect(pending.body.data).toMatchObject({ state: 'processing', pdfUrl: null, type: 'docx' });
    await runJobs();
    const ready = await ada.get(`/api/content/id?contentId=${res.body.data.contentId}`);
    expect(ready.body.data, JSON.stringify(ready.body)).toMatchObject({ state: 'ready', pageCount: 2 });
    const pdf = Buffer.from(await (await fetch(ready.body.data.pdfUrl)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says so when LibreOffice is missing', async () => {
    const other = await startTestServer({ env: { QUEUE_CONCURRENCY: '0', SOFFICE_PATH: '/nonexistent/soffice' } });
    const user = await signUp(other.url);
    const res = await uploadContent(other, user, 'Letter.docx', await makeDocx(['Hello']));
    await other.services.queue.runDueOnce?.();
    const content = await user.get(`/api/content/id?contentId=${res.body.data.contentId}`);
    expect(content.body.data).toMatchObject({ state: 'failed', message: messages.esign.sofficeMissing });
  });
});

describe('set-up and sending', () => {
  it('validates the set-up: a signature field each, fields on real pages, at most 20 signers, owner only', async () => {
    const contentId = await readyDocument();
    const noSignature = await put(ada, '/api/content/esign', {
      contentId,
      signers: [{ userId: bob.user!.id }],
      fields: [{ signerNumber: 1, type: 'date', page: 1, x: 0.1, y: 0.1, width: 0.2, height: 0.05 }],
    });
    expect(noSignature.status).toBe(400);
    const offPage = await put(ada, '/api/content/esign', {
      contentId,
      signers: [{ userId: bob.user!.id }],
      fields: [{ signerNumber: 1, type: 'signature', page: 9, x: 0.1, y: 0.1, width: 0.2, height: 0.05 }],
    });
    expect(offPage.body.message).toBe(messages.esign.pageOutOfRange);
    const tooMany = await put(ada, '/api/content/esign', {
      contentId,
      signers: Array.from({ length: 21 }, (_, i) => ({ userId: `u${i}` })),
      fields: [],
    });
    expect(tooMany.status).toBe(400);
    const byBob = await put(bob, '/api/content/esign', {
      contentId,
      signers: [{ userId: bob.user!.id }],
      fields: fieldsFor(1),
    });
    expect(byBob.status).toBe(403);
  });

  it('keeps a saved set-up from its signers until it is sent: the document, its file, its channel', async () => {
    const contentId = await readyDocument();
    expect((await setUp(contentId, [dee])).status).toBe(200);
    const early = await dee.get(`/api/content/esign?contentId=${contentId}`);
    expect(early).toMatchObject({ status: 403, body: { message: messages.esign.notSent } });
    expect((await dee.get(`/api/content/id?contentId=${contentId}`)).status).toBe(403);
    const pdfKey = `esign/${contentId}/document.pdf`;
    expect((await dee.get(`/api/utility/aws/presignedUrl?filepath=${pdfKey}&type=GET`)).status).toBe(403);
    expect((await dee.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(403);
    const sign = await dee.post('/api/content/esign/sign', { contentId, values: [] });
    expect(sign.status).toBe(403);
    expect((await eve.get(`/api/content/esign?contentId=${contentId}`)).body.message).toBe(
      messages.esign.notParticipant,
    );
    expect((await view(ada, contentId)).signers).toHaveLength(1);

    await sendInGroup(contentId);
    expect((await dee.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(200);
    expect((await dee.get(`/api/utility/aws/presignedUrl?filepath=${pdfKey}&type=GET`)).status).toBe(200);
    expect((await dee.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(200);
  });

  it('refuses to send with a post that is not an e-sign post of the sender, or that a signer cannot see', async () => {
    const contentId = await readyDocument();
    expect((await setUp(contentId, [bob, eve])).status).toBe(200);
    const plain = await createPost(ada, { visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
    expect((await ada.post('/api/content/esign/send', { contentId, postId: plain })).status).toBe(403);
    const esignPost = await createPost(ada, {
      type: 'ESign',
      visibility: 'COLLABORATION_GROUP',
      groupsToShareWith: [groupId],
    });
    const unreachable = await ada.post('/api/content/esign/send', { contentId, postId: esignPost });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toBe(messages.esign.signerNotReachable);
    expect((await bob.post('/api/content/esign/send', { contentId, postId: esignPost })).status).toBe(403);
  });
});

describe('signing in sequence, sealing, the sealed PDF', () => {
  let contentId: string;
  let postId: string;

  beforeAll(async () => {
    contentId = await readyDocument(2);
    expect((await setUp(contentId, [bob, cy], { signingOrder: 'sequential' })).status).toBe(200);
    postId = await sendInGroup(contentId);
    await runJobs();
  });

  it('tells only the first signer it is their turn, by e-mail through the queue', async () => {
    expect((await mailsTo(bob)).map((m) => m.subject)).toEqual(['Ada Lovelace asks you to sign Agreement.pdf']);
    expect(await mailsTo(cy)).toEqual([]);
  });

  it('keeps the document from group members who do not sign it, and from strangers', async () => {
    for (const outsider of [dee, eve]) {
      expect((await outsider.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(403);
      expect((await outsider.get(`/api/content/id?contentId=${contentId}`)).status).toBe(403);
      const sign = await outsider.post('/api/content/esign/sign', { contentId, values: [] });
      expect(sign.status).toBe(403);
      expect((await outsider.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(403);
    }
    expect((await bob.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(200);
  });

  it('refuses the second signer out of turn, fields of someone else, and missing fields', async () => {
    const cyView = await view(cy, contentId);
    expect(cyView.canSign).toBe(false);
    const early = await cy.post('/api/content/esign/sign', { contentId, values: valuesFor(cyView, 2, 'Cy Young') });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(messages.esign.notYourTurn);

    const bobView = await view(bob, contentId);
    expect(bobView.canSign).toBe(true);
    const foreign = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 2, 'Bob') });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(messages.esign.notYourField);
    const missing = await bob.post('/api/content/esign/sign', { contentId, values: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.esign.fieldRequired);
  });

  it('lets each signer sign once; the post says 1/2 then 2/2; the last signature seals the PDF', async () => {
    const bobView = await view(bob, contentId);
    const signed = await bob.post(
      '/api/content/esign/sign',
      { contentId, values: valuesFor(bobView, 1, 'Bob Builder') },
      { 'user-agent': 'Bob-Browser/1.0' },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ signed: 1, count: 2 });
    const again = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 1, 'Bob') });
    expect(again.status).toBe(409);

    const post = (await dee.get(`/api/post/id?postId=${postId}`)).body.data;
    const meta = Object.fromEntries(
      post.postMeta.map((m: { name: string; value: string }) => [m.name, JSON.parse(m.value)]),
    );
    expect(meta.eSignConfiguration.count).toBe(2);
    expect(meta.signersWhoHaveSigned).toEqual([
      { userId: bob.user!.id, signerNumber: 1, firstName: 'Bob', lastName: 'Builder' },
    ]);

    await runJobs();
    expect((await mailsTo(cy)).map((m) => m.subject)).toEqual(['Ada Lovelace asks you to sign Agreement.pdf']);
    // A drawn signature: a real PNG data URL.
    const drawn = await sharp({ create: { width: 200, height: 60, channels: 4, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    const cyView = await view(cy, contentId);
    const last = await cy.post('/api/content/esign/sign', {
      contentId,
      values: valuesFor(cyView, 2, `data:image/png;base64,${drawn.toString('base64')}`),
    });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ signed: 2, count: 2, signedUrl: null });

    await runJobs();
    const done = await view(ada, contentId);
    expect(done.state).toBe('completed');
    expect(done.signedUrl).toBeTruthy();
    const finalPost = (await bob.get(`/api/post/id?postId=${postId}`)).body.data;
    const signedDocument = finalPost.postMeta.find((m: { name: string }) => m.name === 'signedDocument');
    expect(JSON.parse(signedDocument.value)).toBe(`/api/content/esign/signed?contentId=${contentId}`);
    expect((await mailsTo(ada)).some((m) => m.subject === 'Everyone has signed Agreement.pdf')).toBe(true);
  });

  it('serves the sealed PDF to participants only; pdfsig finds a valid seal over the whole file', async () => {
    const path = `/api/content/esign/signed?contentId=${contentId}`;
    const stranger = await fetch(server.url + path, {
      headers: { authorization: `Bearer ${eve.token}` },
      redirect: 'manual',
    });
    expect(stranger.status).toBe(403);
    const member = await fetch(server.url + path, {
      headers: { authorization: `Bearer ${dee.token}` },
      redirect: 'manual',
    });
    expect(member.status).toBe(403);
    const redirect = await fetch(server.url + path, {
      headers: { authorization: `Bearer ${cy.token}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const file = await fetch(new URL(redirect.headers.get('location')!, server.url));
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());

    const dir = await mkdtemp(join(tmpdir(), 'esign-sealed-'));
    const sealed = join(dir, 'sealed.pdf');
    await writeFile(sealed, bytes);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    const info = await pdfinfo(sealed);
    expect(info.ok, info.text).toBe(true);
    // Two pages of the document and the certificate page.
    expect(info.text).toMatch(/^Pages:\s+3$/m);

    const tampered = Buffer.from(bytes);
    // A byte in the middle of the first signed range (before the signature itself).
    const at = Math.floor(bytes.indexOf('/ByteRange') / 2);
    tampered[at] = (tampered[at] as number) ^ 0x01;
    const tamperedFile = join(dir, 'tampered.pdf');
    await writeFile(tamperedFile, tampered);
    expect(await pdfsig(tamperedFile)).not.toContain('Signature is Valid');
    expect(existsSync(join(server.dataDir, 'esign-seal.p12'))).toBe(true);
  });
});

describe('field values', () => {
  it('keeps the lines of a text box, tidied: spaces squeezed, blank runs cut to one, a typed signature on one line', async () => {
    const contentId = await readyDocument();
    const res = await put(ada, '/api/content/esign', {
      contentId,
      userId: ada.user!.id,
      signers: [{ userId: bob.user!.id }],
      fields: [
        { signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.04 },
        { signerNumber: 1, type: 'textbox', page: 1, x: 0.1, y: 0.2, width: 0.6, height: 0.3 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await sendInGroup(contentId);
    const v = await view(bob, contentId);
    const box = v.fields.find((f) => f.type === 'textbox')!;
    const signature = v.fields.find((f) => f.type === 'signature')!;
    const signed = await bob.post('/api/content/esign/sign', {
      contentId,
      values: [
        { fieldId: box.fieldId, value: '  Ship to:\t Bob   Builder \r\n\r\n\r\n\r\n 1 Main   Street\rSpringfield  \n' },
        { fieldId: signature.fieldId, value: '  Bob \n  Builder ' },
      ],
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const after = await view(bob, contentId);
    expect(after.fields.find((f) => f.fieldId === box.fieldId)?.value).toBe(
      'Ship to: Bob Builder\n\n1 Main Street\nSpringfield',
    );
    expect(after.fields.find((f) => f.fieldId === signature.fieldId)?.value).toBe('Bob Builder');
  });
});

describe('reminders', () => {
  it('queues a reminder for the set interval; it mails the signers still to sign and queues the next one', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob, cy], { reminderDays: 2 });
    await sendInGroup(contentId);
    const queued = await server.services.db
      .selectFrom('job')
      .select(['payload', 'runAt'])
      .where('name', '=', ESIGN_REMIND_JOB)
      .execute();
    const reminder = queued.find(
      (j) => String(j.payload).includes(contentId) && String(j.payload).includes('reminder'),
    );
    expect(reminder).toBeTruthy();
    expect(new Date(String(reminder?.runAt)).getTime() - Date.now()).toBeGreaterThan(1.9 * 86_400_000);

    const v = await view(bob, contentId);
    await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 1, 'Bob') });
    const before = (await mailsTo(cy)).length;
    await runNotify(server.services, { contentId, kind: 'reminder' });
    const after = await mailsTo(cy);
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.subject === 'Reminder: please sign Agreement.pdf')).toBe(true);
    expect((await mailsTo(bob)).some((m) => m.subject.startsWith('Reminder'))).toBe(false);
  });
});

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

/** Resolves once a PostgreSQL backend waits for a row lock held by the test (SQLite: at once). */
async function someoneWaitsForALock() {
  if (!onPostgres()) return;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%esign_content%'`.execute(server.services.db);
    if (rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('expiry and declining', () => {
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

  it('lets a signer decline with a reason; then nobody can sign and the sender is told', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob, cy]);
    await sendInGroup(contentId);
    const noReason = await bob.post('/api/content/esign/decline', { contentId, reason: ' ' });
    expect(noReason.status).toBe(400);
    const declined = await bob.post('/api/content/esign/decline', { contentId, reason: 'Wrong amount' });
    expect(declined.status).toBe(200);
    expect(declined.body.data.state).toBe('declined');
    expect(declined.body.data.signers[0]).toMatchObject({ state: 'declined', declineReason: 'Wrong amount' });
    const v = await view(cy, contentId);
    const res = await cy.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 2, 'Cy') });
    expect(res.status).toBe(409);
    await runJobs();
    expect((await mailsTo(ada)).some((m) => m.subject.includes('declined to sign'))).toBe(true);
    expect((await eve.post('/api/content/esign/decline', { contentId, reason: 'x' })).status).toBe(403);
  });
});
