import { access, constants, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runTool, ToolFailed } from './tools';

const PDF_TIMEOUT_MS = 60_000;
const OFFICE_TIMEOUT_MS = 180_000;

type Run = { signal?: AbortSignal };

/** The first page as a JPEG 1024 px on its longer side (`pdftoppm -jpeg -f 1 -l 1 -scale-to 1024`). */
export async function pdfFirstPage(pdftoppm: string, pdf: string, outDir: string, run: Run): Promise<Buffer> {
  const prefix = join(outDir, 'page');
  await runTool(pdftoppm, ['-jpeg', '-f', '1', '-l', '1', '-scale-to', '1024', '-singlefile', pdf, prefix], {
    timeoutMs: PDF_TIMEOUT_MS,
    signal: run.signal,
  });
  return readFile(`${prefix}.jpg`);
}

/** The page count from `pdfinfo`. */
export async function pdfPageCount(pdfinfo: string, pdf: string, run: Run): Promise<number> {
  const info = await runTool(pdfinfo, [pdf], { timeoutMs: PDF_TIMEOUT_MS, signal: run.signal });
  const pages = /^Pages:\s+(\d+)/m.exec(info);
  if (!pages) throw new ToolFailed('pdfinfo did not report a page count');
  return Number(pages[1]);
}

/**
 * An Office file as PDF through LibreOffice (`soffice --headless --convert-to pdf`), with a
 * profile of its own so conversions never share or lock the server user's profile.
 */
export async function officeToPdf(soffice: string, input: string, workDir: string, run: Run): Promise<string> {
  const outDir = join(workDir, 'office-out');
  const profile = `file://${join(workDir, 'office-profile')}`;
  await runTool(
    soffice,
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      input,
    ],
    { timeoutMs: OFFICE_TIMEOUT_MS, signal: run.signal, env: { ...process.env, HOME: workDir } },
  );
  const pdf = (await readdir(outDir).catch(() => [] as string[])).find((name) => name.toLowerCase().endsWith('.pdf'));
  if (!pdf) throw new ToolFailed('LibreOffice produced no PDF');
  return join(outDir, pdf);
}

/** Text of the first 50 pages, for search (issue 39); at most this many characters are kept. */
const TEXT_PAGES = 50;
export const DOCUMENT_TEXT_MAX = 200_000;

/**
 * A PDF's text through poppler's `pdftotext` (beside `pdfinfo`, as poppler-utils installs
 * them), or null when this server has none. Layout is not kept: search reads words.
 */
export async function pdfText(pdfinfo: string, pdf: string, run: Run): Promise<string | null> {
  const pdftotext = join(dirname(pdfinfo), 'pdftotext');
  const found = await access(pdftotext, constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!found) return null;
  const text = await runTool(pdftotext, ['-q', '-enc', 'UTF-8', '-l', String(TEXT_PAGES), pdf, '-'], {
    timeoutMs: PDF_TIMEOUT_MS,
    signal: run.signal,
  });
  // NUL and other control characters (bar line breaks and tabs) are no text; PostgreSQL refuses NUL.
  const clean = text.replace(/(?![\n\t])\p{Cc}/gu, ' ').trim();
  return clean ? clean.slice(0, DOCUMENT_TEXT_MAX) : null;
}
