import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import * as copy from './ui-copy';

/**
 * White-label (issue 34): every product name a user sees comes from PRODUCT_NAME. Every text
 * of the copy modules and the messages is walked; functions are called with another name in
 * each argument (a string, else a list or a number): no text may still say the default name.
 * The rendering half is webapp/src/white-label.test.tsx.
 */
const OTHER = 'Acme Deals';
const ARGUMENTS: unknown[] = [OTHER, [OTHER], 2, { name: OTHER, firstName: OTHER, lastName: OTHER }];

function textsOf(value: unknown, path: string, out: { path: string; text: string }[]): void {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (typeof value === 'function') {
    for (const arg of ARGUMENTS) {
      try {
        const args = Array.from({ length: Math.max(value.length, 1) }, () => arg);
        textsOf(value(...args), `${path}(…)`, out);
        return;
      } catch {
        // Not this kind of argument: the next one.
      }
    }
    out.push({ path, text: `<could not call ${path}>` });
  } else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) textsOf(inner, `${path}.${key}`, out);
}

describe('white-label copy', () => {
  const texts: { path: string; text: string }[] = [];
  const { DEFAULT_PRODUCT_NAME, ...rest } = copy;
  textsOf(rest, 'copy', texts);
  textsOf(messages, 'messages', texts);

  it('walks every text of the copy and the messages', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((t) => t.text.startsWith('<could not call'))).toEqual([]);
  });

  it(`never names ${DEFAULT_PRODUCT_NAME} itself: the name is an argument`, () => {
    const named = texts.filter((t) => t.text.includes(DEFAULT_PRODUCT_NAME));
    expect(named).toEqual([]);
    // The name given does reach the texts that show it.
    expect(texts.some((t) => t.text.includes(OTHER))).toBe(true);
  });
});
