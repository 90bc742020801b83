import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { breakTextIntoLines, PDFDocument, StandardFonts } from 'pdf-lib';
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

/**
 * A PDF whose paragraphs wrap across lines as a word processor's do: each page is a list of
 * paragraphs drawn with pdf-lib's `maxWidth` and `lineHeight`; a paragraph starting "# " is a
 * bold heading.
 */
export async function makeWrappedPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const maxWidth = 480;
  for (const paragraphs of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    for (const paragraph of paragraphs) {
      const isHeading = paragraph.startsWith('# ');
      const text = isHeading ? paragraph.slice(2) : paragraph;
      const face = isHeading ? bold : font;
      const size = isHeading ? 13 : 11;
      const lineHeight = size * 1.4;
      const lines = breakTextIntoLines(text, [' '], maxWidth, (t) => face.widthOfTextAtSize(t, size));
      page.drawText(text, { x: 56, y, size, font: face, maxWidth, lineHeight });
      y -= lines.length * lineHeight + (isHeading ? 4 : 10);
    }
  }
  return Buffer.from(await pdf.save());
}

/** A .docx with a title; a paragraph given as `{ heading }` is a level-2 heading. */
export async function makeDocx(heading: string, paragraphs: (string | { heading: string })[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((p) =>
            typeof p === 'string'
              ? new Paragraph({ text: p })
              : new Paragraph({ text: p.heading, heading: HeadingLevel.HEADING_2 }),
          ),
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
