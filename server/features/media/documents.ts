import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
