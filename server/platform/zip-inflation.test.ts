import { describe, expect, it } from 'vitest';
import { makeDocx } from '../features/knowledge/make-files.testing';
import { deflatedZeros, officeBomb, zipOf } from '../testing/zip-bomb';
import { checkZipInflation, MAX_INFLATED_ZIP_BYTES, ZipTooLarge, ZipUnreadable } from './zip-inflation';

const MiB = 1024 * 1024;

describe('checkZipInflation: bounded decompression of uploaded zips', () => {
  it('passes a real Word file and answers what it inflates to', async () => {
    const docx = await makeDocx('Pricing', ['Our pricing is simple.']);
    const size = await checkZipInflation(docx);
    expect(size).toBeGreaterThan(docx.length);
    expect(size).toBeLessThan(MAX_INFLATED_ZIP_BYTES);
  });

  it('refuses a 10 MB bomb that lies about its size (about 10 GB of zeros), stopping at the limit', async () => {
    const bomb = officeBomb('word/document.xml', 10_000);
    expect(bomb.length).toBeLessThan(11 * MiB);
    await expect(checkZipInflation(bomb)).rejects.toBeInstanceOf(ZipTooLarge);
  });

  it('refuses an honest bomb by its declared sizes, and many entries adding up past the limit', async () => {
    const honest = zipOf([{ name: 'a.xml', data: deflatedZeros(300), deflated: true, declaredSize: 300 * MiB }]);
    await expect(checkZipInflation(honest)).rejects.toBeInstanceOf(ZipTooLarge);
    // Each entry small, all of them (and the same data referenced again) past a 20 MiB limit.
    const part = deflatedZeros(4);
    const many = zipOf(
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.xml`, data: part, deflated: true, declaredSize: 10 })),
    );
    await expect(checkZipInflation(many, 20 * MiB)).rejects.toBeInstanceOf(ZipTooLarge);
    expect(await checkZipInflation(many, 24 * MiB)).toBe(24 * MiB);
  });

  it('refuses what it cannot walk: no zip, a truncated one, an unknown compression', async () => {
    const docx = await makeDocx('Pricing', ['Our pricing is simple.']);
    const unknown = zipOf([{ name: 'a', data: Buffer.from('xyz'), deflated: false, declaredSize: 3 }]);
    const central = 30 + 'a'.length + 3;
    unknown.writeUInt16LE(12, central + 10); // the central entry's method: bzip2
    for (const bytes of [Buffer.from('PK\u0003\u0004 not a zip'), docx.subarray(0, docx.length - 30), unknown])
      await expect(checkZipInflation(bytes)).rejects.toBeInstanceOf(ZipUnreadable);
  });
});
