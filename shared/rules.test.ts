import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './rules';

describe('EMAIL_PATTERN', () => {
  it('accepts and refuses the same addresses as z.email()', () => {
    const samples = [
      'avery@demo.rapport.test',
      'a.b+c@x.io',
      "o'neil@example.com",
      'first.last@sub.example.co.uk',
      '.dot@example.com',
      'a..b@example.com',
      'no-at-sign',
      'a@b',
      'a@-b.com',
      'a@b.c',
      'space @example.com',
      'ümlaut@example.com',
      '',
    ];
    for (const value of samples) expect(EMAIL_PATTERN.test(value), value).toBe(z.email().safeParse(value).success);
  });
});
