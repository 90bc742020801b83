// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mergeFrameAddresses, readFrameAddresses } from './page-addresses';

const read = (source: { hrefs?: string[]; text?: string }, max = 51) =>
  readFrameAddresses(max, { hrefs: source.hrefs ?? [], text: source.text ?? '' });

describe('the addresses of one frame', () => {
  it('reads mailto: links with their query strings: several recipients, to, cc and bcc, percent-encoded', () => {
    expect(
      read({
        hrefs: [
          'mailto:Ann@Example.com?subject=Hello%20there&body=Hi',
          'MAILTO:bo%40example.org,cy@example.net?cc=dee%40example.com&bcc=eve@example.com&to=fay@example.com',
          'mailto:?cc=gus@example.com',
          'mailto:not-an-address',
        ],
      }),
    ).toEqual([
      'ann@example.com',
      'bo@example.org',
      'cy@example.net',
      'dee@example.com',
      'eve@example.com',
      'fay@example.com',
      'gus@example.com',
    ]);
  });

  it('reads addresses in the text, with the punctuation around them left out', () => {
    const text =
      'From: Ann Lee <ann.lee@northwind.example>\nTo: "Bo" <BO@contoso.example>, cy+deals@mail.fabrikam.example.\n' +
      'Write (dee_o@example.co.uk); or eve-x@example.io, said she.';
    expect(read({ text })).toEqual([
      'ann.lee@northwind.example',
      'bo@contoso.example',
      'cy+deals@mail.fabrikam.example',
      'dee_o@example.co.uk',
      'eve-x@example.io',
    ]);
  });

  it('reads links first, then text, each address once whatever its case', () => {
    expect(
      read({ hrefs: ['mailto:Ann@Example.com'], text: 'ann@example.com, ANN@EXAMPLE.COM and bo@example.com' }),
    ).toEqual(['ann@example.com', 'bo@example.com']);
  });

  it('leaves out spelled-out obfuscations and file names that look like addresses', () => {
    const text =
      'ann at example dot com, bo [at] example.com, cy(at)example.com, logo@2x.png, icon@3x.webp, @handle, a@b';
    expect(read({ text })).toEqual([]);
  });

  it('stops at the limit it is given', () => {
    const text = Array.from({ length: 500 }, (_, n) => `person${n}@example.com`).join(' ');
    const found = read({ text }, 51);
    expect(found).toHaveLength(51);
    expect(found[0]).toBe('person0@example.com');
    expect(found[50]).toBe('person50@example.com');
  });
});

describe('the addresses of a page', () => {
  it('merges the frames in order, each address once, case-folded', () => {
    expect(
      mergeFrameAddresses(
        [['ann@example.com', 'bo@example.com'], ['BO@example.com', 'cy@example.com'], null],
        'me@example.com',
      ),
    ).toEqual(['ann@example.com', 'bo@example.com', 'cy@example.com']);
  });

  it("leaves out the user's own address, whatever its case", () => {
    expect(mergeFrameAddresses([['Me@Example.com', 'ann@example.com']], ' ME@example.COM ')).toEqual([
      'ann@example.com',
    ]);
  });

  it('keeps at most 50, the first ones of the page, and the own address does not take a place', () => {
    const frame = ['me@example.com', ...Array.from({ length: 60 }, (_, n) => `p${n}@example.com`)];
    const merged = mergeFrameAddresses([frame], 'me@example.com');
    expect(merged).toHaveLength(50);
    expect(merged[0]).toBe('p0@example.com');
    expect(merged[49]).toBe('p49@example.com');
  });

  it('ignores what a frame could not answer (an error, a page that replaced the function)', () => {
    expect(mergeFrameAddresses([undefined, 'ann@example.com', [42, 'bo@example.com']], 'me@example.com')).toEqual([
      'bo@example.com',
    ]);
  });
});

describe('reading the document', () => {
  it('reads visible mailto: links and the body text of a frame with a size', () => {
    document.body.innerHTML =
      '<p>Write to <a href="mailto:ann@example.com?subject=x">Ann</a> or bo@example.com. </p>' +
      '<a href="https://example.com/cy@example.com">profile</a>';
    const found = readFrameAddresses(51);
    expect(found).toContain('ann@example.com');
    expect(found).toContain('bo@example.com');
    expect(found[0]).toBe('ann@example.com');
    // A web link's path is not an address the page shows.
    expect(found).not.toContain('cy@example.com');
  });
});
