/** The content codings this server produces, in order of preference. */
export type Coding = 'br' | 'gzip';

/**
 * The best coding a request accepts (`Accept-Encoding`, q-values honoured; `*` counts), or
 * null for identity.
 */
export function preferredCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Coding | null = null;
  for (const coding of ['br', 'gzip'] as const) {
    if (weightOf(coding) > 0 && (!best || weightOf(coding) > weightOf(best))) best = coding;
  }
  return best;
}
