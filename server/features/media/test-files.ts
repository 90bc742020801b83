import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files for the media tests, made in the test (no binary fixtures in the repository). */
export const testFiles = {
  png: (width = 1200, height = 800) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer(),
  tiff: () =>
    sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c04040' } })
      .tiff()
      .toBuffer(),
  gif: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .gif()
      .toBuffer(),
  jpeg: () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#333333' } })
      .jpeg()
      .toBuffer(),
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]),
  pe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  machO: () => Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(200)]),
  /** An MP4 head (ftyp isom) and padding: enough for its type, not a playable video. */
  mp4: (size = 4096) =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2avc1mp41'),
      Buffer.alloc(size - 32, 7),
    ]),
  /** An OLE compound file head, as legacy .doc/.xls/.ppt files have. */
  legacyOffice: () =>
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1600)]),
  pdf,
};

/**
 * A valid PDF of `pages` blank pages with a correct cross-reference table; `extra` adds
 * objects to the catalog (e.g. an OpenAction), `compressedExtra` puts them in a Flate stream.
 */
function pdf(pages = 1, options: { catalogExtra?: string; compressedExtra?: string } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(' ');
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  if (options.compressedExtra) {
    const packed = deflateSync(Buffer.from(options.compressedExtra, 'latin1'));
    objects.push(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`);
  }
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunks = [Buffer.from(`${i + 1} 0 obj\n${body}`, 'latin1')];
    if (options.compressedExtra && i === objects.length - 1)
      chunks.push(deflateSync(Buffer.from(options.compressedExtra, 'latin1')), Buffer.from('\nendstream', 'latin1'));
    chunks.push(Buffer.from('\nendobj\n', 'latin1'));
    for (const chunk of chunks) {
      parts.push(chunk);
      size += chunk.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
