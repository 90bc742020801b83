import { describe, expect, it } from 'vitest';
import { parsePageMeta } from './parse-meta';

const page = new URL('https://news.example.com/articles/42');

describe('parsePageMeta', () => {
  it('prefers Open Graph, then Twitter, then the document', () => {
    const meta = parsePageMeta(
      `<head><title>Doc</title><meta name="twitter:title" content="Tw"><meta property="og:title" content="OG">
       <meta name="description" content="Plain &lt;desc&gt;"><meta name="twitter:image" content="../img/a.png"></head>`,
      page,
    );
    expect(meta).toEqual({
      title: 'OG',
      description: 'Plain <desc>',
      image: 'https://news.example.com/img/a.png',
    });
  });

  it('ignores empty tags and an <svg> title, and reads an unclosed head', () => {
    const meta = parsePageMeta(
      '<svg><title>icon</title></svg><meta property="og:title" content="  "><title>Real &amp; title',
      page,
    );
    expect(meta.title).toBe('Real & title');
  });

  it('caps long texts with an ellipsis and strips control characters', () => {
    const meta = parsePageMeta(`<title>${'a'.repeat(500)}</title><meta name="description" content="a\u0007b">`, page);
    expect(Array.from(meta.title)).toHaveLength(300);
    expect(meta.title.endsWith('…')).toBe(true);
    expect(meta.description).toBe('a b');
  });

  it('keeps only http(s) images without credentials and not on private addresses', () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://u:p@x.example/a.png',
      'http://10.0.0.1/a.png',
    ]) {
      expect(parsePageMeta(`<meta property="og:image" content="${image}">`, page).image).toBe('');
    }
    expect(
      parsePageMeta(
        '<meta property="og:image" content="javascript:x"><meta property="og:image" content="/b.png">',
        page,
      ).image,
    ).toBe('https://news.example.com/b.png');
  });
});
