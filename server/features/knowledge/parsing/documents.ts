import { mkdir, readFile, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getDocumentProxy } from 'unpdf';
import type { Section } from '../index/chunk';
import { runTool } from '../../media/tools';
import { parseHtml } from './text';
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
      sections.push({ location: `page ${number}`, text: pageText(content.items) });
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

/**
 * A page's lines as PDF.js lays them out; a gap between lines taller than the page's usual
 * line spacing (or a line that ends far short of the one before it ends a paragraph there)
 * becomes a blank line, so wrapped lines join and paragraphs stay apart.
 */
function pageText(items: readonly unknown[]): string {
  const lines: { text: string; y: number }[] = [];
  let text = '';
  let y: number | null = null;
  for (const item of items as { str?: string; hasEOL?: boolean; transform?: number[] }[]) {
    if (typeof item.str !== 'string') continue;
    if (y === null) y = item.transform?.[5] ?? 0;
    text += item.str;
    if (item.hasEOL) {
      lines.push({ text, y });
      text = '';
      y = null;
    } else if (!item.str.endsWith(' ') && item.str) text += ' ';
  }
  if (text.trim()) lines.push({ text, y: y ?? 0 });
  const gaps = lines
    .slice(1)
    .map((line, i) => Math.abs((lines[i]?.y ?? 0) - line.y))
    .filter((g) => g > 0);
  const usual = gaps.length ? ([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0) : 0;
  let out = '';
  for (const [i, line] of lines.entries()) {
    const gap = i > 0 ? Math.abs((lines[i - 1]?.y ?? 0) - line.y) : 0;
    if (i > 0 && usual > 0 && gap > usual * 1.4) out += '\n';
    out += `${line.text.trimEnd()}\n`;
  }
  return out;
}

/** A .docx through mammoth as HTML, read as HTML is: its headings, paragraphs, lists and tables. */
export async function parseDocx(bytes: Buffer): Promise<Parsed> {
  const { default: mammoth } = await import('mammoth'); // loaded on first use, not at start
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: bytes }));
  } catch {
    throw new UnreadableFile('docx');
  }
  return parseHtml(html);
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
