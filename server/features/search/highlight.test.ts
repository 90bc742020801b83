import { describe, expect, it } from 'vitest';
import { highlightsIn, marked, snippet } from './highlight';

const shown = (m: { text: string; highlights: [number, number][] }) => m.highlights.map(([a, b]) => m.text.slice(a, b));

describe('highlights', () => {
  it('marks whole words that start with a searched word, folding case and accents', () => {
    const text = 'Zoë sent the Quarterly report; reports are due. Ångström!';
    expect(shown({ text, highlights: highlightsIn(text, ['report', 'zoe', 'angstrom']) })).toEqual([
      'Zoë',
      'report',
      'reports',
      'Ångström',
    ]);
    expect(highlightsIn('no match here', ['zzz'])).toEqual([]);
    expect(highlightsIn('anything', [])).toEqual([]);
  });

  it('keeps markup as text: offsets into the plain string, never HTML', () => {
    const m = marked('<b onmouseover="x">budget</b>', ['budget']);
    expect(m.text).toBe('<b onmouseover="x">budget</b>');
    expect(shown(m)).toEqual(['budget']);
  });

  it('cuts a long text around the first match, with ellipses, at word boundaries', () => {
    const text = `${'lorem ipsum '.repeat(60)}the budget line ${'dolor sit '.repeat(60)}`;
    const s = snippet(text, ['budget'], 120);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(122);
    expect(shown(s)).toEqual(['budget']);
    expect(snippet('short text', ['text'])).toEqual({ text: 'short text', highlights: [[6, 10]] });
  });
});
