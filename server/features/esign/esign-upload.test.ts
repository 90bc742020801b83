import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESIGN_MAX_BYTES } from '@shared/api/content';
import { messages } from '@shared/messages';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';
import { deflatedZeros, zipOf } from '../../testing/zip-bomb';
import { ada, bob, eve, makeDocx, readyDocument, runJobs, server, uploadContent, startEsignWorld } from './testing';

startEsignWorld();

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

  it('refuses a DOCX zip bomb before LibreOffice sees it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-esign-bomb-'));
    const marker = join(dir, 'soffice-ran');
    const soffice = join(dir, 'soffice');
    writeFileSync(soffice, `#!/bin/sh\ntouch "${marker}"\nexit 1\n`);
    chmodSync(soffice, 0o755);
    const other = await startTestServer({ env: { QUEUE_CONCURRENCY: '0', SOFFICE_PATH: soffice } });
    const user = await signUp(other.url);
    // A Word file by its content types, whose main part is 300 MiB of zeros declaring 1 KB.
    const types =
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from(types), deflated: false, declaredSize: types.length },
      { name: 'word/document.xml', data: deflatedZeros(300), deflated: true, declaredSize: 1024 },
    ]);
    const res = await uploadContent(other, user, 'Bomb.docx', bomb);
    expect(res.status).toBe(200);
    await other.services.queue.runDueOnce?.();
    const content = await user.get(`/api/content/id?contentId=${res.body.data.contentId}`);
    expect(content.body.data).toMatchObject({ state: 'failed', message: messages.esign.conversionFailed });
    expect(existsSync(marker)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
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
