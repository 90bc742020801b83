import type { Analysed } from './nlp';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const RANGE_WORDS = new Set(['to', '-', '–', '—', 'through', 'thru', 'until', 'till']);

/** A day's index from its name ("Tuesdays"), or from its abbreviation ("Tue") where `short` allows. */
function dayOf(text: string, short = false): number {
  const word = text.toLowerCase().replace(/s$/, '');
  return DAYS.findIndex((d) => d === word || (short && word.length >= 3 && d.startsWith(word)));
}

/**
 * The weekdays a text names, as day names (the analyser's stems of them): a range is spelled
 * out ("Monday to Thursday", "Mon-Fri" hold Tuesday), "weekdays" is Monday to Friday and
 * "weekends" Saturday and Sunday. A question about Tuesday is not answered by Friday's row.
 */
export function daysOf(analysed: Analysed): Set<string> {
  const days = new Set<string>();
  const { tokens } = analysed;
  for (let i = 0; i < tokens.length; i++) {
    const text = (tokens[i] as { text: string }).text;
    if (/^week ?days?$/.test(text)) for (const d of DAYS.slice(0, 5)) days.add(d);
    if (/^week ?ends?$/.test(text)) for (const d of DAYS.slice(5)) days.add(d);
    const joiner = tokens[i + 1]?.text ?? '';
    const ranged = RANGE_WORDS.has(joiner);
    // "Mon" alone may be a word; "Mon-Fri" is a range of days.
    const from = dayOf(text, ranged);
    if (from < 0) continue;
    const to = ranged ? dayOf(tokens[i + 2]?.text ?? '', true) : -1;
    if (dayOf(text) < 0 && to < 0) continue;
    days.add(DAYS[from] as string);
    if (to < 0) continue;
    for (let d = from; d !== to; d = (d + 1) % 7) days.add(DAYS[d] as string);
    days.add(DAYS[to] as string);
  }
  return days;
}
