/**
 * E-sign (issue 12): the two slow steps of a document, timed in this process with the code
 * the queue jobs run, each against a baseline of the same run:
 *
 * 1. sealing a 50-page PDF signed by 10 signers (3 fields each: a drawn signature, a date, a
 *    tick; fields flattened, certificate page, CMS signature) against re-saving the same
 *    PDF with pdf-lib (parse + write, no changes) and against sealing a 1-page, 1-signer one;
 * 2. DOCX to PDF through LibreOffice for a 20-page document against a 1-page one (the
 *    baseline is mostly LibreOffice's start-up, which every conversion pays).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { officeToPdf } from '../server/features/media/documents';
import { sealDocument } from '../server/features/esign/seal';
import { selfSignedP12 } from '../server/features/esign/seal-identity';
import type { FilledField } from '../server/features/esign/flatten';
import { makeDocx } from '../server/features/esign/testing';
import { hostLoad, loadNote } from './lib/host';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { ratio, summarize } from './lib/stats';
import { fmt, fmtRatio, type Table } from './lib/table';

const FULL = { sealRuns: 7, convertRuns: 3 };
const QUICK = { sealRuns: 3, convertRuns: 1 };

async function pdfOf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595.28, 841.89]);
    for (let line = 0; line < 40; line++)
      page.drawText(`Page ${p}, clause ${line + 1}: the parties agree to the terms set out here.`, {
        x: 50,
        y: 780 - line * 18,
        size: 10,
        font,
      });
  }
  return Buffer.from(await doc.save());
}

function fieldsFor(signers: number, pages: number, signature: string): FilledField[] {
  return Array.from({ length: signers }, (_, i) => {
    const page = 1 + (i % pages);
    const y = 0.1 + (i % 8) * 0.1;
    return [
      { type: 'signature', page, x: 0.1, y, width: 0.3, height: 0.05, value: signature },
      { type: 'date', page, x: 0.5, y, width: 0.2, height: 0.03, value: '2026-11-25' },
      { type: 'checkbox', page, x: 0.8, y, width: 0.03, height: 0.02, value: 'true' },
    ] as FilledField[];
  }).flat();
}

function certificateFor(signers: number) {
  const at = new Date().toISOString();
  return {
    productName: 'Rapport',
    documentName: 'Bench agreement.pdf',
    documentId: 'bench',
    originalSha256: 'ab'.repeat(32),
    sender: 'Avery Stone <avery@example.test>',
    sealedAt: at,
    sealedBy: 'Rapport e-signature seal',
    signers: Array.from({ length: signers }, (_, i) => ({
      name: `Signer ${i + 1}`,
      email: `signer${i + 1}@example.test`,
      signedAt: at,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    })),
    events: Array.from({ length: signers + 3 }, (_, i) => ({ at, text: `Event ${i + 1}` })),
  };
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

async function run({ quick }: RunOptions): Promise<BenchReport> {
  const shape = quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const passphrase = 'bench';
  const identity = { p12: selfSignedP12('Rapport e-signature seal', passphrase), passphrase, subject: 'Rapport' };
  const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: '#1e3a8a' } })
    .png()
    .toBuffer();
  const signature = `data:image/png;base64,${png.toString('base64')}`;
  const big = await pdfOf(50);
  const small = await pdfOf(1);

  // One warm-up of each, so the first measured run does not pay module and JIT start-up.
  await sealDocument(small, fieldsFor(1, 1, signature), certificateFor(1), identity);
  const resave = summarize(
    await timed(shape.sealRuns, async () => (await PDFDocument.load(big)).save({ useObjectStreams: false })),
  );
  const sealSmall = summarize(
    await timed(shape.sealRuns, () => sealDocument(small, fieldsFor(1, 1, signature), certificateFor(1), identity)),
  );
  const sealBig = summarize(
    await timed(shape.sealRuns, () => sealDocument(big, fieldsFor(10, 50, signature), certificateFor(10), identity)),
  );

  const work = await mkdtemp(join(tmpdir(), 'rapport-bench-esign-'));
  const soffice = process.env.SOFFICE_PATH ?? 'soffice';
  let convertSmall: ReturnType<typeof summarize> | null = null;
  let convertBig: ReturnType<typeof summarize> | null = null;
  let pages = 0;
  try {
    const paragraphs = Array.from({ length: 30 }, (_, i) => `Clause ${i + 1}: the supplier delivers as agreed.`);
    const bigDocx = join(work, 'big.docx');
    const smallDocx = join(work, 'small.docx');
    await writeFile(bigDocx, await makeDocx(paragraphs, 19));
    await writeFile(smallDocx, await makeDocx(paragraphs.slice(0, 5)));
    let n = 0;
    const convert = async (file: string) => {
      const dir = join(work, `run-${n++}`);
      const pdf = await officeToPdf(soffice, file, dir, {});
      return readFile(pdf);
    };
    await convert(smallDocx);
    convertSmall = summarize(await timed(shape.convertRuns, () => convert(smallDocx)));
    convertBig = summarize(await timed(shape.convertRuns, () => convert(bigDocx)));
    pages = (await PDFDocument.load(await convert(bigDocx))).getPageCount();
  } catch (error) {
    console.warn(`esign: DOCX conversion skipped (${(error as Error).message})`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const seal: Table = {
    title: 'Sealing a signed PDF (ms, median of runs)',
    headers: ['case', 'p50 ms', 'max ms', 'vs re-save', 'vs 1-page seal'],
    rows: [
      ['re-save 50 pages (baseline)', fmt(resave.p50, 0), fmt(resave.max, 0), fmtRatio(1), '-'],
      ['seal 1 page, 1 signer (baseline)', fmt(sealSmall.p50, 0), fmt(sealSmall.max, 0), '-', fmtRatio(1)],
      [
        'seal 50 pages, 10 signers',
        fmt(sealBig.p50, 0),
        fmt(sealBig.max, 0),
        fmtRatio(ratio(sealBig.p50, resave.p50)),
        fmtRatio(ratio(sealBig.p50, sealSmall.p50)),
      ],
    ],
    notes: [loadNote(loadAtStart, hostLoad())],
  };
  const convertTable: Table = {
    title: 'DOCX to PDF with LibreOffice (ms)',
    headers: ['case', 'p50 ms', 'max ms', 'vs 1 page'],
    rows:
      convertSmall && convertBig
        ? [
            ['1 page (baseline)', fmt(convertSmall.p50, 0), fmt(convertSmall.max, 0), fmtRatio(1)],
            [
              `${pages} pages`,
              fmt(convertBig.p50, 0),
              fmt(convertBig.max, 0),
              fmtRatio(ratio(convertBig.p50, convertSmall.p50)),
            ],
          ]
        : [['LibreOffice not available', '-', '-', '-']],
  };
  return {
    name: 'esign',
    tables: [seal, convertTable],
    data: {
      shape,
      seal: { resave, sealSmall, sealBig, ratioToResave: ratio(sealBig.p50, resave.p50) },
      convert: { convertSmall, convertBig, pages },
    },
  };
}

export const esignBench: Bench = {
  name: 'esign',
  describe: 'seal a 50-page PDF with 10 signers; DOCX to PDF for 20 pages',
  run,
};
