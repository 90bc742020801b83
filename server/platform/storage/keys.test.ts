import { describe, expect, it } from 'vitest';
import { isValidFileKey } from '@shared/api/files';
import { resolveRange } from './http-range';
import { keyFromUrlPath } from './keys';
import { signGrant, verifyGrant } from './signed-url';

describe('file keys', () => {
  it.each([
    'uploads/users/u1/posts/p1/original/CV (2).pdf',
    'uploads/users/u1/kb/Résumé – final.docx',
    'uploads/users/u1/日本語.txt',
    "a/b_c-d.e+f,g@h=i~j!k'l&m[n]",
    'uploads/users/u1/Invoice #12 – ’final’.pdf',
  ])('accepts %s', (key) => expect(isValidFileKey(key)).toBe(true));

  it.each([
    '',
    '/etc/passwd',
    '../etc/passwd',
    'uploads/../../etc/passwd',
    'uploads/users/u1/..',
    'a//b',
    'a/',
    'a\\b',
    'a/b\0c',
    'a/%2e%2e/b',
    'a/%252e%252e/b',
    'a/.hidden',
    '.meta/x',
    '.tmp/x',
    'a/ b',
    'a/b ',
    'a/b?c',
    'a/b*c',
    'a/b<c>',
    'C:/x',
    'a/b\nc',
    'a/b"c',
    `a/${'x'.repeat(256)}`,
    `${'abc/'.repeat(300)}x`,
  ])('refuses %j', (key) => expect(isValidFileKey(key)).toBe(false));

  it('decodes a URL path once, then applies the same rules', () => {
    expect(keyFromUrlPath('uploads/users/u1/CV%20(2).pdf')).toBe('uploads/users/u1/CV (2).pdf');
    for (const raw of ['..%2f..%2fetc%2fpasswd', 'a%2F..%2F..%2Fb', '%252e%252e/x', 'a/%00', '%E0%A4%A', '%5c..%5cx']) {
      expect(() => keyFromUrlPath(raw), raw).toThrow(/not valid/);
    }
  });
});

describe('signed grants', () => {
  const secret = 'a-secret-a-secret-a-secret-a-secret';
  const grant = {
    method: 'PUT' as const,
    key: 'uploads/users/u1/a.pdf',
    expires: Math.floor(Date.now() / 1000) + 60,
    contentType: 'application/pdf',
  };

  it('verifies its own signature and nothing else', () => {
    const sig = signGrant(secret, grant);
    expect(verifyGrant(secret, grant, sig)).toBe(true);
    expect(verifyGrant(secret, { ...grant, method: 'DELETE' }, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, key: 'uploads/users/u2/a.pdf' }, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, contentType: 'text/html' }, sig)).toBe(false);
    expect(verifyGrant(secret, { ...grant, expires: grant.expires + 1 }, sig)).toBe(false);
    expect(verifyGrant(`${secret}x`, grant, sig)).toBe(false);
    expect(verifyGrant(secret, grant, `${sig.slice(0, -1)}A`)).toBe(sig.endsWith('A'));
    expect(verifyGrant(secret, grant, '')).toBe(false);
  });

  it('refuses an expired grant even with a valid signature', () => {
    const expired = { ...grant, expires: Math.floor(Date.now() / 1000) - 1 };
    expect(verifyGrant(secret, expired, signGrant(secret, expired))).toBe(false);
  });
});

describe('Range header', () => {
  it.each([
    [undefined, 10, undefined],
    ['bytes=0-3', 10, { start: 0, end: 3 }],
    ['bytes=4-', 10, { start: 4, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=5-100', 10, { start: 5, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=5-2', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=abc', 10, 'unsatisfiable'],
    ['bytes=0-0', 0, 'unsatisfiable'],
    ['bytes=0-1,4-5', 10, undefined],
    ['items=0-1', 10, undefined],
  ] as const)('%s of %d bytes', (header, size, expected) => {
    expect(resolveRange(header, size)).toEqual(expected);
  });
});
