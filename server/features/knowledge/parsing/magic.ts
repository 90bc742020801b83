import type { KnowledgeExtension } from '@shared/knowledge';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

const startsWith = (bytes: Buffer, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/**
 * Whether the bytes are of the format the extension names: PDF `%PDF-` (within the first
 * KiB, as readers allow), docx/xlsx a ZIP, doc/xls an OLE2 compound file, and the text formats
 * text (no NUL bytes outside a UTF-16 file's BOM).
 */
export function looksLike(type: KnowledgeExtension, bytes: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return bytes.subarray(0, 1024).indexOf('%PDF-') >= 0 || startsWith(bytes, PDF);
    case 'docx':
    case 'xlsx':
      return startsWith(bytes, ZIP);
    case 'doc':
    case 'xls':
      return startsWith(bytes, OLE2);
    default:
      return isUtf16(bytes) || !bytes.subarray(0, 64 * 1024).includes(0);
  }
}

export function isUtf16(bytes: Buffer): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/** Text bytes as a string: UTF-16 by its BOM, else UTF-8 (a BOM dropped). */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');
}
