import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../../platform/storage';
import { type Family, essence, familyOfName, familyOfType, fits } from './file-families';

/** Bytes read from the start of a file: file-type's own sample size. */
export const SNIFF_BYTES = 4100;

export type Sniff = { verdict: 'ok' | 'blocked'; realType: string; reason: string | null };
export type Declared = { filename: string; type: string };

/** Declared types that claim nothing (the composer sends application/zip when it does not know). */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/zip']);

/** Program headers, checked by hand as well as by file-type. */
const PROGRAM_MAGIC: [string, number[]][] = [
  ['an ELF program', [0x7f, 0x45, 0x4c, 0x46]],
  ['a Windows program', [0x4d, 0x5a]],
  ['a Mach-O program', [0xfe, 0xed, 0xfa, 0xce]],
  ['a Mach-O program', [0xfe, 0xed, 0xfa, 0xcf]],
  ['a Mach-O program', [0xce, 0xfa, 0xed, 0xfe]],
  ['a Mach-O program', [0xcf, 0xfa, 0xed, 0xfe]],
  ['a Mach-O or Java program', [0xca, 0xfe, 0xba, 0xbe]],
  ['a WebAssembly module', [0x00, 0x61, 0x73, 0x6d]],
];

/** Markup a browser would render as a page or run: never inside an image, video or PDF. */
const ACTIVE_MARKUP = /<(script|html|body|iframe|object|embed|svg|!doctype\s+html)[\s>/]/i;
/** What makes markup run code. */
const SCRIPTING =
  /<script[\s>/]|javascript:|vbscript:|\son[a-z]+\s*=|<iframe[\s>/]|<object[\s>/]|<embed[\s>/]|<foreignobject[\s>/]/i;
/** PDF names that run code or programs; `#xx` escapes in names are decoded first (pdf-scripts.ts). */
const PDF_ACTIVE_HEAD = /\/(JavaScript|JS|Launch)(?![A-Za-z0-9#])/;

const blocked = (realType: string, reason: string): Sniff => ({ verdict: 'blocked', realType, reason });
const ok = (realType: string): Sniff => ({ verdict: 'ok', realType, reason: null });

/**
 * The real type of a file from its first bytes, and whether it may be shared: programs,
 * scripts, markup posing as an image or a document, polyglots, empty files and any
 * mismatch between the bytes and the declared type or the name's extension are blocked.
 */
export async function sniffHead(head: Uint8Array, declared: Declared): Promise<Sniff> {
  if (head.length === 0) return blocked('application/x-empty', 'The file is empty.');
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const program = PROGRAM_MAGIC.find(([, magic]) => magic.every((b, i) => bytes[i] === b));
  if (program) return blocked('application/x-executable', `The file is ${program[0]}.`);
  const text = bytes.toString('latin1');
  if (text.replace(/^\uFEFF|^\xEF\xBB\xBF/, '').startsWith('#!'))
    return blocked('text/x-script', 'The file is a script.');

  const claims = declaredFamilies(declared);
  if (claims.includes('executable'))
    return blocked(essence(declared.type) || 'application/octet-stream', 'Programs and scripts cannot be shared.');

  const detected = (await fileTypeFromBuffer(bytes)) ?? tiffFallback(bytes);
  const detectedFamily = detected ? familyOfType(detected.mime) : undefined;
  if (!detected || detectedFamily === 'markup') return sniffText(bytes, text, claims, declared);
  const realType = detected.mime;
  if (detectedFamily === 'executable') return blocked(realType, `The file is a program (${detected.ext}).`);
  if (
    (detectedFamily === 'image' || detectedFamily === 'video' || detectedFamily === 'audio') &&
    ACTIVE_MARKUP.test(text)
  )
    return blocked(realType, 'The file hides web markup or a script in its media.');
  if (detectedFamily === 'pdf' && PDF_ACTIVE_HEAD.test(text))
    return blocked(realType, 'The PDF contains a script or a launch action.');
  const mismatch = claims.find((claim) => !fits(claim, detectedFamily ?? 'other'));
  if (mismatch)
    return blocked(realType, `The file is ${detected.ext.toUpperCase()}, not the ${mismatch} its name or type says.`);
  return ok(realType);
}

/**
 * A TIFF whose first directory lies past the sampled head (common: writers put it at the end)
 * is not typed by file-type, which reads the directory to tell camera raw formats apart.
 */
function tiffFallback(bytes: Buffer): { ext: string; mime: string } | undefined {
  const magic = bytes.subarray(0, 4).toString('latin1');
  return ['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].includes(magic) ? { ext: 'tif', mime: 'image/tiff' } : undefined;
}

function declaredFamilies(declared: Declared): Family[] {
  const type = essence(declared.type);
  const byType = GENERIC_TYPES.has(type) ? 'other' : familyOfType(type);
  return [byType, familyOfName(declared.filename)].filter((family) => family !== 'other');
}

/** Bytes file-type does not know: text (plain or markup), or unknown binary. */
function sniffText(bytes: Buffer, text: string, claims: Family[], declared: Declared): Sniff {
  const isText = !bytes.includes(0) || /^(\xFF\xFE|\xFE\xFF)/.test(text);
  if (!isText) {
    const claim = claims[0];
    return claim
      ? blocked('application/octet-stream', `The file is not the ${claim} its name or type says.`)
      : ok('application/octet-stream');
  }
  const markupType = markupTypeOf(text);
  if (markupType) {
    if (SCRIPTING.test(text)) return blocked(markupType, 'The file is web markup with a script.');
    const claim = claims.find((family) => family !== 'markup');
    if (claim) return blocked(markupType, `The file is web markup, not the ${claim} its name or type says.`);
    return ok(markupType);
  }
  const claim = claims.find((family) => family !== 'text');
  if (claim) return blocked('text/plain', `The file is text, not the ${claim} its name or type says.`);
  const type = essence(declared.type);
  return ok(familyOfType(type) === 'text' ? type : 'text/plain');
}

function markupTypeOf(text: string): string | null {
  const start = text
    .replace(/^(\uFEFF|\xEF\xBB\xBF)/, '')
    .trimStart()
    .toLowerCase();
  if (/<svg[\s>]/.test(start.slice(0, 1024))) return 'image/svg+xml';
  if (ACTIVE_MARKUP.test(text) || start.startsWith('<!doctype') || start.startsWith('<head')) return 'text/html';
  if (start.startsWith('<?xml')) return 'application/xml';
  return null;
}

/** Sniffs a stored file's first bytes; null when the key holds no file. */
export async function sniffStored(storage: Storage, key: string, declared: Declared): Promise<Sniff | null> {
  const file = await storage.get(key, { start: 0, end: SNIFF_BYTES - 1 });
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return sniffHead(Buffer.concat(chunks), declared);
}
