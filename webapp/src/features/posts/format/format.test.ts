import { describe, expect, it } from 'vitest';
import { makePost, meta } from '../cards/test-posts';
import { esignStatusOf } from './esign-status';
import { fileKindOf } from './file-kind';
import { bodyKindOf, highlightKindOf } from './post-kind';
import { linkWithScheme, safeFileUrl, safeHref } from './safe-url';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps 200 characters and says whether it cut', () => {
    expect(truncateText('a'.repeat(200))).toEqual({ text: 'a'.repeat(200), isTruncated: false });
    expect(truncateText('a'.repeat(201))).toEqual({ text: 'a'.repeat(200), isTruncated: true });
  });
  it('never splits an emoji', () => {
    expect(truncateText('😀'.repeat(201)).text).toBe('😀'.repeat(200));
  });
});

describe('links', () => {
  it('allows only http, https and mailto', () => {
    expect(safeHref('https://a.test/x')).toBe('https://a.test/x');
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
  });
  it('prepends http:// to a link without a scheme', () => {
    expect(linkWithScheme('example.com/a')).toBe('http://example.com/a');
    expect(linkWithScheme('javascript:alert(1)')).toBeNull();
  });
  it('accepts same-origin file paths but not protocol-relative ones', () => {
    expect(safeFileUrl('/api/files/x?sig=1')).toBe('/api/files/x?sig=1');
    expect(safeFileUrl('//evil.test/x')).toBeNull();
    expect(safeFileUrl('mailto:a@b.test')).toBeNull();
  });
});

describe('post kinds', () => {
  it('classifies by type, reference, files and link meta', () => {
    expect(bodyKindOf(makePost())).toBe('text');
    expect(bodyKindOf(makePost({ referencePostId: 'x' }))).toBe('reshare');
    expect(
      bodyKindOf(makePost({ postMeta: [meta('fileMeta', { postType: 'link', preview: { url: 'a.test' } })] })),
    ).toBe('link');
    expect(bodyKindOf(makePost({ type: 'welcome' }))).toBe('welcome');
    expect(bodyKindOf(makePost({ type: 'bogus' as never }))).toBe('unknown');
    expect(fileKindOf({ filename: 'a.XLSX', type: '' })).toBe('sheet');
    expect(highlightKindOf(makePost({ attachments: [{ filename: 'a.png', type: 'image/png' } as never] }))).toBe(
      'picture',
    );
  });
});

describe('esignStatusOf', () => {
  it('counts distinct signer numbers against the configured count', () => {
    const post = makePost({
      type: 'esign',
      postMeta: [
        meta('eSignConfiguration', { count: 3 }),
        meta('signersWhoHaveSigned', [
          { userId: 'a', signerNumber: 1 },
          { userId: 'a', signerNumber: 1 },
          { userId: 'me', signerNumber: 2 },
        ]),
      ],
    });
    expect(esignStatusOf(post, 'me')).toMatchObject({ signed: 2, count: 3, isComplete: false, hasViewerSigned: true });
    expect(esignStatusOf(post, 'x').hasViewerSigned).toBe(false);
  });

  it('counts a signer outside the workspace (no user id) and names them', () => {
    const post = makePost({
      type: 'esign',
      postMeta: [
        meta('eSignConfiguration', { count: 2 }),
        meta('signersWhoHaveSigned', [
          { userId: 'me', signerNumber: 1, firstName: 'Ada', lastName: 'Lane' },
          { userId: null, signerNumber: 2, firstName: 'Olivia Client', lastName: '' },
        ]),
      ],
    });
    expect(esignStatusOf(post, 'me')).toMatchObject({ signed: 2, count: 2, isComplete: true, hasViewerSigned: true });
    expect(esignStatusOf(post, 'me').lastSignerName).toBe('Olivia Client');
  });
});
