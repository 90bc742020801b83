import { mkdir, readFile, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { Section } from '../index/chunk';
import { runTool } from '../../media/tools';
import { parsePlain } from './text';
import { type ParseContext, type Parsed, UnreadableFile } from './types';

const OFFICE_TIMEOUT_MS = 180_000;

/** A PDF's text page by page through unpdf (PDF.js); each page is a section "page N". */
export async function parsePdf(bytes: Buffer, context: ParseContext): Promise<Parsed> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    throw new UnreadableFile('pdf');
  }
  try {
    const sections: Section[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      context.signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ');
      }
      sections.push({ location: `page ${number}`, text });
      page.cleanup();
      await context.onProgress(number / pdf.numPages);
    }
    return { sections, pages: pdf.numPages };
  } catch (error) {
    if (context.signal?.aborted) throw error;
    throw new UnreadableFile('pdf');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** A .docx's text through mammoth (paragraphs become lines). */
export async function parseDocx(bytes: Buffer): Promise<Parsed> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return parsePlain(value);
  } catch {
    throw new UnreadableFile('docx');
  }
}

/**
 * The old binary Office formats through LibreOffice (installed here; e-sign uses it too):
 * `soffice --headless --convert-to FORMAT` with a profile of its own in the job's folder.
 */
export async function convertOffice(
  soffice: string,
  bytes: Buffer,
  from: 'doc' | 'xls',
  to: 'pdf' | 'xlsx',
  context: ParseContext,
): Promise<Buffer> {
  const input = join(context.workDir, `input.${from}`);
  const outDir = join(context.workDir, 'office-out');
  await mkdir(outDir, { recursive: true });
  await writeFile(input, bytes);
  try {
    await runTool(
      soffice,
      [
        `-env:UserInstallation=file://${join(context.workDir, 'office-profile')}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        to,
        '--outdir',
        outDir,
        input,
      ],
      { timeoutMs: OFFICE_TIMEOUT_MS, signal: context.signal, env: { ...process.env, HOME: context.workDir } },
    );
  } catch (error) {
    if (context.signal?.aborted) throw error;
    throw new UnreadableFile(from);
  }
  const output = (await readdir(outDir)).find((name) => name.toLowerCase().endsWith(`.${to}`));
  if (!output) throw new UnreadableFile(from);
  return readFile(join(outDir, output));
}
