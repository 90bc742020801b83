import { createInflateRaw } from 'node:zlib';

/**
 * What the entries of an uploaded zip (docx, xlsx) may inflate to, together. Parsers such as
 * mammoth and exceljs inflate every part in memory; a zip bomb (a few MB of deflated zeros
 * that inflate to GBs) must be refused before them. Office files of the 10 MB upload limit
 * stay well under it (XML compresses about 10:1, images not at all).
 */
export const MAX_INFLATED_ZIP_BYTES = 200 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The archive inflates past the limit (or claims to, or has too many entries). */
export class ZipTooLarge extends Error {
  override name = 'ZipTooLarge';
}
/** Not a zip this reader can walk (damaged, an unknown compression, zip64). */
export class ZipUnreadable extends Error {
  override name = 'ZipUnreadable';
}

type Entry = { method: number; compressedSize: number; declaredSize: number; localOffset: number };

/**
 * Inflates every entry into nothing, counting bytes, and throws ZipTooLarge as soon as the
 * total passes `limit`: memory stays at one zlib chunk whatever the archive declares, and the
 * work at `limit` bytes of inflation. Declared sizes are checked first (an honest bomb costs
 * nothing), then the real ones (a lying header cannot pass). Answers the inflated total.
 */
export async function checkZipInflation(zip: Buffer, limit = MAX_INFLATED_ZIP_BYTES): Promise<number> {
  const entries = centralDirectory(zip);
  if (entries.length > MAX_ENTRIES) throw new ZipTooLarge(`${entries.length} entries`);
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > limit) throw new ZipTooLarge('declared size');
  let total = 0;
  for (const entry of entries) total += await inflatedSize(zip, entry, limit - total);
  return total;
}

/**
 * Whether a file that may be a zip (an Office file: docx, xlsx, pptx, odt ...) is safe to
 * hand to a converter such as LibreOffice, which inflates its parts: true for a file that is
 * no zip (a legacy .doc) and for a zip within the limit; false for a bomb or a damaged zip.
 */
export async function isZipWithinLimit(file: Buffer, limit = MAX_INFLATED_ZIP_BYTES): Promise<boolean> {
  if (file.length < 4 || file.readUInt32LE(0) !== LOCAL) return true;
  try {
    await checkZipInflation(file, limit);
    return true;
  } catch (error) {
    if (error instanceof ZipTooLarge || error instanceof ZipUnreadable) return false;
    throw error;
  }
}

function centralDirectory(zip: Buffer): Entry[] {
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipUnreadable('central directory');
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if ([entry.compressedSize, entry.declaredSize, entry.localOffset].includes(0xffffffff))
      throw new ZipUnreadable('zip64');
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) if (zip.readUInt32LE(at) === EOCD) return at;
  throw new ZipUnreadable('no end of central directory');
}

async function inflatedSize(zip: Buffer, entry: Entry, budget: number): Promise<number> {
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new ZipUnreadable('local header');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipUnreadable('truncated');
  if (entry.method === STORED) {
    if (data.length > budget) throw new ZipTooLarge('stored entry');
    return data.length;
  }
  if (entry.method !== DEFLATED) throw new ZipUnreadable(`method ${entry.method}`);
  const inflater = createInflateRaw();
  inflater.end(data);
  let size = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw new ZipTooLarge('inflated size');
    }
  } catch (error) {
    if (error instanceof ZipTooLarge) throw error;
    throw new ZipUnreadable('bad deflate data');
  } finally {
    inflater.destroy();
  }
  return size;
}
