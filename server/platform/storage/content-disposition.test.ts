import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitizeDownloadName } from './content-disposition';

describe('attachment Content-Disposition', () => {
  it('encodes the name as RFC 8187 UTF-8', () => {
    expect(attachmentDisposition('CV (2) é.pdf')).toBe("attachment; filename*=UTF-8''CV%20%282%29%20%C3%A9.pdf");
    expect(attachmentDisposition("it's*.txt")).toBe("attachment; filename*=UTF-8''it%27s%2A.txt");
  });

  it('drops paths, controls, quotes and header breaks', () => {
    expect(sanitizeDownloadName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeDownloadName('a\\b.txt')).toBe('b.txt');
    expect(sanitizeDownloadName('x\r\nSet-Cookie: a=1"; .txt')).toBe('xSet-Cookie: a=1; .txt');
    expect(attachmentDisposition('x\r\nSet-Cookie: a=1')).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition('')).toBe('attachment');
    expect(attachmentDisposition('..')).toBe('attachment');
    expect(Array.from(sanitizeDownloadName('é'.repeat(500)) ?? '')).toHaveLength(200);
  });
});
