import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { userUploadPrefix } from '@shared/api/files';
import type { TestClient } from '../../testing/api-client';
import type { TestServer } from '../../testing/test-server';

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
