export type ResolvedRange = { start: number; end: number };

/**
 * One `Range: bytes=...` against a size. `undefined`: serve the whole file (no header,
 * another unit, or several ranges, which we answer in full as RFC 9110 allows);
 * `'unsatisfiable'`: answer 416; else the inclusive byte range.
 */
export function resolveRange(header: string | undefined, size: number): ResolvedRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return undefined;
  const spec = value.slice(6).trim();
  if (spec.includes(',')) return undefined;
  const match = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}
