import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { runTool } from '../media/tools';

/** Real files of each accepted type for the tests, made with the libraries (and LibreOffice for doc/xls). */
export async function makePdf(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    page.drawText(text, { x: 50, y: 780, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

export async function makeDocx(heading: string, paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((text) => new Paragraph({ text })),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export async function makeXlsx(sheet: string, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** LibreOffice's conversion of a file (docx → doc, xlsx → xls). */
export async function convertWithSoffice(bytes: Buffer, from: string, to: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'knowledge-make-'));
  try {
    const input = join(dir, `input.${from}`);
    await writeFile(input, bytes);
    const filter = to === 'xls' ? 'xls:MS Excel 97' : to === 'doc' ? 'doc:MS Word 97' : to;
    await runTool(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        filter,
        '--outdir',
        join(dir, 'out'),
        input,
      ],
      { timeoutMs: 120_000, env: { ...process.env, HOME: dir } },
    );
    const [name] = await readdir(join(dir, 'out'));
    return readFile(join(dir, 'out', name as string));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
