import { constants, deflateRawSync } from 'node:zlib';

/**
 * A raw deflate stream that inflates to `mib` MiB of zeros, built without inflating anything:
 * one MiB compressed once (a non-final, byte-aligned segment), repeated, then a final empty
 * block. About 1 KB per MiB, so 10 MB of upload inflates to about 10 GB.
 */
export function deflatedZeros(mib: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: mib }, () => segment), Buffer.from([0x03, 0x00])]);
}

export type ZipEntry = { name: string; data: Buffer; deflated: boolean; declaredSize: number };

/** A zip archive of the entries as given (CRCs left 0: the reader under test never gets that far). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflated ? 8 : 0, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflated ? 8 : 0, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * An Office file (docx, xlsx) whose main part is a bomb declaring itself 1 KB: what a 10 MB
 * upload of it would inflate to is about 10 GB.
 */
export function officeBomb(mainPart: string, mib: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), deflated: false, declaredSize: 8 },
    { name: mainPart, data: deflatedZeros(mib), deflated: true, declaredSize: 1024 },
  ]);
}
