import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { degrees, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type FilledField, flattenFields } from './flatten';
import { trimToInk } from './signature-trim';

const run = promisify(execFile);
const ROTATIONS = [0, 90, 180, 270] as const;

type Word = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };
type Page = { width: number; height: number };

/** Words as poppler reads them: coordinates on the page as displayed (after /Rotate); its page sizes are the media boxes. */
async function popplerWords(bytes: Uint8Array): Promise<{ pages: Page[]; words: Word[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'esign-flatten-'));
  const file = join(dir, 'flat.pdf');
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
  const pages: Page[] = [];
  const words: Word[] = [];
  for (const line of stdout.split('\n')) {
    const page = /<page width="([\d.]+)" height="([\d.]+)">/.exec(line);
    if (page) pages.push({ width: Number(page[1]), height: Number(page[2]) });
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line);
    if (word)
      words.push({
        page: pages.length,
        text: word[5] as string,
        xMin: Number(word[1]),
        yMin: Number(word[2]),
        xMax: Number(word[3]),
        yMax: Number(word[4]),
      });
  }
  return { pages, words };
}

/** A4 portrait pages, each with its /Rotate. */
async function rotatedDocument(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  for (const r of ROTATIONS) doc.addPage([595.28, 841.89]).setRotation(degrees(r));
  return doc;
}

const displayed = (p: Page, r: number): Page => (r === 90 || r === 270 ? { width: p.height, height: p.width } : p);

const box = { x: 0.1, y: 0.1, width: 0.5, height: 0.1 };
const inBox = (w: Word, p: Page, b: typeof box) =>
  w.xMin >= b.x * p.width - 1 &&
  w.xMax <= (b.x + b.width) * p.width + 1 &&
  w.yMin >= b.y * p.height - 1 &&
  w.yMax <= (b.y + b.height) * p.height + 1;

describe('flattening fields into the pages', () => {
  it('places text where the signer saw its box on pages rotated 0, 90, 180 and 270, reading upright', async () => {
    const doc = await rotatedDocument();
    const fields: FilledField[] = ROTATIONS.flatMap((r, i) => [
      { type: 'textbox', page: i + 1, ...box, value: `Rotated${r} text` },
      { type: 'signature', page: i + 1, x: 0.5, y: 0.8, width: 0.4, height: 0.06, value: `Signer${r}` },
    ]);
    await flattenFields(doc, fields);
    const { pages, words } = await popplerWords(await doc.save());
    ROTATIONS.forEach((r, i) => {
      expect(pages[i]).toMatchObject({ width: 595.28, height: 841.89 });
      // As displayed: a quarter turn swaps the sides.
      const page = displayed(pages[i] as Page, r);
      const label = words.find((w) => w.text === `Rotated${r}`);
      expect(label, `page rotated ${r}`).toBeDefined();
      expect(label?.page).toBe(i + 1);
      expect(inBox(label as Word, page, box), JSON.stringify({ r, label, page })).toBe(true);
      // Upright: a long word is wider than tall on the page as displayed.
      expect((label as Word).xMax - (label as Word).xMin).toBeGreaterThan((label as Word).yMax - (label as Word).yMin);
      const signer = words.find((w) => w.text === `Signer${r}`) as Word;
      expect(inBox(signer, page, { x: 0.5, y: 0.8, width: 0.4, height: 0.06 })).toBe(true);
    });
  });

  it('wraps a multi-line text into its box, keeps its line breaks, and clips what does not fit with an ellipsis', async () => {
    const doc = await rotatedDocument();
    const long = `First line\n${'lorem ipsum dolor sit amet '.repeat(40)}`;
    const small = { x: 0.1, y: 0.5, width: 0.3, height: 0.05 };
    await flattenFields(doc, [
      { type: 'textbox', page: 1, ...box, value: 'Alpha beta\nGamma delta\nEpsilon' },
      { type: 'textbox', page: 2, ...small, value: long },
    ]);
    const { pages, words } = await popplerWords(await doc.save());
    const first = words.filter((w) => w.page === 1);
    expect(first.map((w) => w.text)).toEqual(['Alpha', 'beta', 'Gamma', 'delta', 'Epsilon']);
    for (const w of first) expect(inBox(w, pages[0] as Page, box)).toBe(true);
    const lines = new Set(first.map((w) => Math.round(w.yMin)));
    expect(lines.size).toBe(3);

    const second = words.filter((w) => w.page === 2);
    expect(second[0]?.text).toBe('First');
    expect(new Set(second.map((w) => Math.round(w.yMin))).size).toBeGreaterThan(2);
    for (const w of second) expect(inBox(w, displayed(pages[1] as Page, 90), small), JSON.stringify(w)).toBe(true);
    expect(second.at(-1)?.text.endsWith('…')).toBe(true);
    expect(second.length).toBeLessThan(long.split(/\s+/).length);
  });

  it('cuts a drawn signature to its ink, so it fills its field instead of the pad', async () => {
    // A 600×200 pad, transparent, with a 120×40 stroke in the middle.
    const pad = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 120, height: 40, channels: 4, background: '#1e3a8a' } })
            .png()
            .toBuffer(),
          left: 240,
          top: 80,
        },
      ])
      .png()
      .toBuffer();
    const ink = await sharp(await trimToInk(pad)).metadata();
    expect(ink.width).toBeGreaterThanOrEqual(120);
    expect(ink.width).toBeLessThanOrEqual(130);
    expect(ink.height).toBeGreaterThanOrEqual(40);
    expect(ink.height).toBeLessThanOrEqual(50);
    // An empty pad stays as it was.
    const empty = await sharp({ create: { width: 60, height: 20, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect((await sharp(await trimToInk(empty)).metadata()).width).toBe(60);
  });
});
