import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, expect } from 'vitest';
import type { EsignView } from '@shared/api/content';
import { userUploadPrefix } from '@shared/api/files';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from '../posts/testing';

const run = promisify(execFile);

/** A PDF of `pages` A4 pages with a line of text each, made in the test. */
export async function makePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([595.28, 841.89]).drawText(`Agreement page ${i}`, { x: 60, y: 760, size: 16, font });
  return Buffer.from(await doc.save());
}

/** A small DOCX made with the `docx` library (a real Word file, not a stand-in). */
export async function makeDocx(paragraphs: string[], pageBreaks = 0): Promise<Buffer> {
  const { Document, Packer, Paragraph, TextRun, PageBreak } = await import('docx');
  const children: InstanceType<typeof Paragraph>[] = paragraphs.map(
    (text) => new Paragraph({ children: [new TextRun(text)] }),
  );
  for (let i = 0; i < pageBreaks; i++)
    children.push(new Paragraph({ children: [new PageBreak(), new TextRun(`Page ${i + 2}`)] }));
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** Puts the bytes in the user's tree as the presigned PUT would, then creates the content record. */
export async function uploadContent(server: TestServer, client: TestClient, filename: string, bytes: Buffer) {
  const filepath = `${userUploadPrefix(client.user!.id)}esign/${randomUUID()}/${filename}`;
  await server.services.storage.put(filepath, bytes, 'application/octet-stream');
  return client.post('/api/content', {
    userId: client.user!.id,
    createdBy: client.user!.id,
    filename,
    filepath,
    type: filename.split('.').pop(),
    order: 0,
  });
}

/** `pdfsig` (poppler) on a file: its whole report. */
export async function pdfsig(file: string): Promise<string> {
  try {
    const { stdout, stderr } = await run('pdfsig', [file]);
    return stdout + stderr;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

export async function pdfinfo(file: string): Promise<{ ok: boolean; text: string }> {
  try {
    const { stdout, stderr } = await run('pdfinfo', [file]);
    return { ok: !stderr.trim(), text: stdout + stderr };
  } catch (error) {
    return { ok: false, text: String(error) };
  }
}

/*
 * The world of the e-sign API tests, one per test file: a server whose jobs run when a test
 * says so (runJobs), Ada who sends, Bob, Cy and Dee in her group, and Eve, a stranger. The
 * bindings are live: a test file imports them and calls startEsignWorld() at its top.
 */
export let server: TestServer;
export let ada: TestClient;
export let bob: TestClient;
export let cy: TestClient;
export let dee: TestClient;
export let eve: TestClient;
export let groupId: string;

export function startEsignWorld(): void {
  beforeAll(async () => {
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
}

export const runJobs = () => server.services.queue.runDueOnce?.();
export const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);
export const view = async (client: TestClient, contentId: string) =>
  (await client.get(`/api/content/esign?contentId=${contentId}`)).body.data as EsignView;

/** A prepared PDF document of Ada's: uploaded and converted. */
export async function readyDocument(pages = 2): Promise<string> {
  const res = await uploadContent(server, ada, 'Agreement.pdf', await makePdf(pages));
  expect(res.status).toBe(200);
  await runJobs();
  return res.body.data.contentId;
}

export const fieldsFor = (signerNumber: number) => [
  { signerNumber, type: 'signature', page: 1, x: 0.1, y: 0.7 + signerNumber * 0.05, width: 0.3, height: 0.04 },
  { signerNumber, type: 'date', page: 2, x: 0.6, y: 0.7 + signerNumber * 0.05, width: 0.2, height: 0.03 },
  { signerNumber, type: 'checkbox', page: 2, x: 0.1, y: 0.5 + signerNumber * 0.05, width: 0.03, height: 0.02 },
];

export async function setUp(contentId: string, signers: TestClient[], extra: Record<string, unknown> = {}) {
  return put(ada, '/api/content/esign', {
    contentId,
    userId: ada.user!.id,
    signers: signers.map((s) => ({ userId: s.user!.id })),
    fields: signers.flatMap((_, i) => fieldsFor(i + 1)),
    ...extra,
  });
}

export async function sendInGroup(contentId: string) {
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

export function valuesFor(v: EsignView, signerNumber: number, signature: string) {
  return v.fields
    .filter((f) => f.signerNumber === signerNumber)
    .map((f) => ({ fieldId: f.fieldId, value: f.type === 'checkbox' ? 'true' : signature }));
}

export async function storedState(contentId: string) {
  const row = await server.services.db
    .selectFrom('esign_content')
    .select('state')
    .where('id', '=', contentId)
    .executeTakeFirst();
  return row?.state;
}

/** The e-sign e-mails to a person (a signer added to a group may also get that notification's e-mail). */
export async function mailsTo(client: TestClient) {
  return server.services.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', client.user!.email)
    .where('tag', 'like', 'esign-%')
    .execute();
}
