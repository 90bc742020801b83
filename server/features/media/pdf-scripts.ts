import { inflateSync, constants as zlib } from 'node:zlib';

/** Names that make a PDF run code or start a program. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
const NAME = /\/((?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+)/g;
const STREAM = /\/FlateDecode[\s\S]{0,200}?stream\r?\n/g;
/** Bounds the work on compressed streams (a zip bomb inflates to nothing useful). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Whether a PDF holds a JavaScript or Launch action, also inside Flate-compressed object
 * streams, where a plain scan of the bytes would miss it. Names are compared after their
 * `#xx` escapes are decoded (`/J#53` is `/JS`).
 */
export function pdfHasActiveContent(pdf: Buffer): boolean {
  if (hasActiveName(pdf.toString('latin1'))) return true;
  let inflated = 0;
  for (const match of pdf.toString('latin1').matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    const content = inflateLenient(pdf.subarray(start, end), MAX_INFLATED_BYTES - inflated);
    if (!content) continue;
    inflated += content.length;
    if (hasActiveName(content.toString('latin1'))) return true;
    if (inflated >= MAX_INFLATED_BYTES) break;
  }
  return false;
}

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

function inflateLenient(data: Buffer, maxOutputLength: number): Buffer | null {
  if (maxOutputLength <= 0) return null;
  try {
    return inflateSync(data, { finishFlush: zlib.Z_SYNC_FLUSH, maxOutputLength });
  } catch {
    // Not Flate after all, damaged, or past the bound: nothing to read in it.
    return null;
  }
}
