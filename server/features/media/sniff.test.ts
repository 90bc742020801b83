import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent } from './pdf-scripts';
import { sniffHead } from './sniff';
import { testFiles } from './test-files';

const sniff = (bytes: Buffer | string, filename: string, type: string) =>
  sniffHead(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, { filename, type });

describe('sniffHead: the real type decides', () => {
  it.each([
    ['a PNG', () => testFiles.png(10, 10), 'photo.png', 'image/png', 'image/png'],
    ['a JPEG named .png (both images)', testFiles.jpeg, 'photo.png', 'image/png', 'image/jpeg'],
    ['a TIFF', testFiles.tiff, 'scan.tiff', 'image/tiff', 'image/tiff'],
    ['a PDF', () => Promise.resolve(testFiles.pdf(2)), 'deck.pdf', 'application/pdf', 'application/pdf'],
    [
      'a PDF with the default declared type',
      () => Promise.resolve(testFiles.pdf()),
      'deck.pdf',
      'application/zip',
      'application/pdf',
    ],
    ['an MP4', () => Promise.resolve(testFiles.mp4()), 'clip.mp4', 'video/mp4', 'video/mp4'],
    [
      'a legacy Word file',
      () => Promise.resolve(testFiles.legacyOffice()),
      'memo.doc',
      'application/msword',
      'application/x-cfb',
    ],
    [
      'plain text',
      () => Promise.resolve(Buffer.from('Quarterly numbers, 1 < 2')),
      'notes.txt',
      'text/plain',
      'text/plain',
    ],
    ['a CSV', () => Promise.resolve(Buffer.from('a,b\n1,2\n')), 'data.csv', 'text/csv', 'text/csv'],
    [
      'an SVG without script',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')),
      'logo.svg',
      'image/svg+xml',
      'image/svg+xml',
    ],
  ])('passes %s', async (_, make, filename, type, realType) => {
    expect(await sniff(await make(), filename, type)).toEqual({ verdict: 'ok', realType, reason: null });
  });

  it.each([
    ['an ELF program named photo.jpg', testFiles.elf(), 'photo.jpg', 'image/jpeg'],
    ['an ELF program declared generic', testFiles.elf(), 'report', 'application/octet-stream'],
    ['a Windows program named a PDF', testFiles.pe(), 'invoice.pdf', 'application/pdf'],
    ['a Mach-O program', testFiles.machO(), 'tool.dat', 'application/octet-stream'],
    ['a shell script named .txt', '#!/bin/sh\nrm -rf ~\n', 'notes.txt', 'text/plain'],
    ['a script with a BOM', '\uFEFF#!/usr/bin/env node\n', 'x.csv', 'text/csv'],
    ['HTML as an image', '<!DOCTYPE html><html><body>hi</body></html>', 'photo.jpg', 'image/jpeg'],
    ['HTML without script as a PDF', '<html><body>invoice</body></html>', 'invoice.pdf', 'application/pdf'],
    ['HTML with script, honestly named', '<html><script>alert(1)</script></html>', 'page.html', 'text/html'],
    [
      'an SVG with a script as an image',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    ['an SVG with an event handler', '<?xml version="1.0"?><svg onload="alert(1)"></svg>', 'logo.png', 'image/png'],
    [
      'XML as a document',
      '<?xml version="1.0"?><doc/>',
      'memo.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['JavaScript as an image', 'fetch("/api/user").then(r => r.text())', 'photo.png', 'image/png'],
    ['a JavaScript file name', 'console.log(1)', 'run.js', 'text/plain'],
    ['text as a PDF', 'just words', 'deck.pdf', 'application/pdf'],
    ['random bytes as an image', Buffer.from([1, 0, 2, 0, 3, 0, 4, 0]), 'photo.jpg', 'image/jpeg'],
    ['a PNG as a PDF', 'PNG', 'deck.pdf', 'application/pdf'],
    ['zero bytes', Buffer.alloc(0), 'photo.jpg', 'image/jpeg'],
  ])('blocks %s', async (_, bytes, filename, type) => {
    const body = bytes === 'PNG' ? await testFiles.png(10, 10) : bytes;
    const result = await sniff(body, filename, type);
    expect(result.verdict).toBe('blocked');
    expect(result.reason).toEqual(expect.any(String));
  });

  it('blocks polyglots: an image or a video that carries web markup', async () => {
    for (const [head, filename, type] of [
      [await testFiles.gif(), 'cat.gif', 'image/gif'],
      [await testFiles.jpeg(), 'cat.jpg', 'image/jpeg'],
      [testFiles.mp4(256), 'clip.mp4', 'video/mp4'],
    ] as const) {
      const polyglot = Buffer.concat([head, Buffer.from('<script>alert(document.cookie)</script>')]);
      expect(await sniff(polyglot, filename, type)).toMatchObject({
        verdict: 'blocked',
        realType: expect.stringMatching(/^(image|video)\//),
      });
      const page = Buffer.concat([head.subarray(0, 64), Buffer.from('<html><body>x</body></html>')]);
      expect((await sniff(page, filename, type)).verdict).toBe('blocked');
    }
  });

  it('keeps the XMP metadata of a photo (an <?xml packet is not markup in an image)', async () => {
    const jpeg = await testFiles.jpeg();
    const withXmp = Buffer.concat([
      jpeg.subarray(0, 20),
      Buffer.from('<?xpacket begin=""?><x:xmpmeta><rdf:RDF/></x:xmpmeta>'),
      jpeg.subarray(20),
    ]);
    expect((await sniff(withXmp, 'photo.jpg', 'image/jpeg')).verdict).toBe('ok');
  });

  it('blocks a PDF whose head names a JavaScript action', async () => {
    const pdf = testFiles.pdf(1, { catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' });
    expect(await sniff(pdf, 'deck.pdf', 'application/pdf')).toMatchObject({
      verdict: 'blocked',
      realType: 'application/pdf',
    });
  });
});

describe('pdfHasActiveContent', () => {
  it('finds JavaScript and Launch actions, escaped names and actions inside Flate streams', () => {
    expect(pdfHasActiveContent(testFiles.pdf(3))).toBe(false);
    expect(pdfHasActiveContent(testFiles.pdf(1, { catalogExtra: '/OpenAction << /S /JavaScript /JS (x) >> ' }))).toBe(
      true,
    );
    expect(
      pdfHasActiveContent(testFiles.pdf(1, { catalogExtra: '/OpenAction << /S /J#61vaScript /J#53 (x) >> ' })),
    ).toBe(true);
    expect(pdfHasActiveContent(testFiles.pdf(1, { catalogExtra: '/OpenAction << /S /Launch /F (calc.exe) >> ' }))).toBe(
      true,
    );
    const hidden = testFiles.pdf(1, { compressedExtra: '<< /S /JavaScript /JS (app.alert(1)) >>' });
    expect(hidden.includes('/JavaScript')).toBe(false);
    expect(pdfHasActiveContent(hidden)).toBe(true);
    // Names that only start like one are not one.
    expect(pdfHasActiveContent(testFiles.pdf(1, { catalogExtra: '/JSON (x) /JavaScripts (y) ' }))).toBe(false);
  });
});
