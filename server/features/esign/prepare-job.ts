import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { pageFrame } from './page-frame';
import { messages } from '@shared/messages';
import type { JobContext } from '../../platform/queue';
import type { Services } from '../../services';
import { isZipWithinLimit } from '../../platform/zip-inflation';
import { officeToPdf } from '../media/documents';
import { pdfHasActiveContent } from '../media/pdf-scripts';
import { findTool, ToolFailed } from '../media/tools';
import { announceProgress } from './post-progress';
import { type ContentRow, esignFolder, esignRepo } from './repo';
import { readStored } from './stored';

export type PreparePayload = { contentId: string };

/** What the bytes are, whatever the name says: only a real PDF, DOCX (zip) or DOC (OLE) passes. */
export function sniffEsignFile(bytes: Buffer): 'pdf' | 'docx' | 'doc' | null {
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'docx';
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'doc';
  return null;
}

/**
 * The queue job behind an upload: checks the bytes, converts a Word file to PDF with
 * LibreOffice, reads the pages, stores the PDF to sign and fingerprints the original.
 * A bad file ends 'failed' with a message the editor shows; storage trouble retries.
 */
export async function prepareContent(services: Services, payload: PreparePayload, job: JobContext): Promise<void> {
  const repo = esignRepo(services.db);
  const content = await repo.byId(payload.contentId);
  if (content?.state !== 'processing') return;
  const fail = async (message: string) => {
    await repo.transition(content.id, 'processing', { state: 'failed', message });
    await announceProgress(services, content.id);
  };

  const original = await readStored(services, content.filepath);
  if (!original) return fail(messages.esign.fileMissing);
  if (original.length === 0) return fail(messages.esign.invalidFile);
  const kind = sniffEsignFile(original);
  if (!kind || (kind === 'pdf') !== (content.type === 'pdf')) return fail(messages.esign.invalidType);

  let pdf: Buffer;
  if (kind === 'pdf') pdf = original;
  else {
    const converted = await toPdf(services, content, original, job.signal);
    if (typeof converted === 'string') return fail(converted);
    pdf = converted;
  }
  if (pdfHasActiveContent(pdf)) return fail('The PDF contains a script or a launch action.');

  let pageSizes: [number, number][];
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    // As displayed (after /Rotate), as the editor shows them and field fractions are read.
    pageSizes = doc.getPages().map((page) => {
      const { width, height } = pageFrame(page);
      return [Math.round(width * 100) / 100, Math.round(height * 100) / 100];
    });
  } catch {
    return fail(messages.esign.unreadablePdf);
  }
  if (!pageSizes.length) return fail(messages.esign.unreadablePdf);

  const pdfKey = `${esignFolder(content.id)}document.pdf`;
  await services.storage.put(pdfKey, pdf, 'application/pdf');
  await repo.transition(content.id, 'processing', {
    state: 'ready',
    pdfKey,
    pageCount: pageSizes.length,
    pageSizes: JSON.stringify(pageSizes),
    originalSha256: createHash('sha256').update(original).digest('hex'),
    message: null,
  });
  await repo.addEvent(content.id, 'prepared', null, `${pageSizes.length} pages`, new Date().toISOString());
  await announceProgress(services, content.id);
}

/** The Word file as PDF, or the message to show when that cannot be done here. */
async function toPdf(services: Services, content: ContentRow, original: Buffer, signal: AbortSignal) {
  const soffice = await findTool(services.config, 'soffice');
  if (!soffice) return messages.esign.sofficeMissing;
  // LibreOffice inflates every part of a .docx: a zip bomb is refused before it.
  if (!(await isZipWithinLimit(original))) return messages.esign.conversionFailed;
  const workDir = await mkdtemp(join(tmpdir(), 'rapport-esign-'));
  try {
    const input = join(workDir, `document.${content.type}`);
    await writeFile(input, original);
    return await readFile(await officeToPdf(soffice, input, workDir, { signal }));
  } catch (error) {
    if (signal.aborted || !(error instanceof ToolFailed)) throw error;
    return messages.esign.conversionFailed;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
