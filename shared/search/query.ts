/**
 * The message search box's text, read as Slack and Mattermost write it (issue 39): words,
 * and filters `from:`, `in:`, `has:file`, `has:link`, `before:`, `after:`. A filter's value
 * may be quoted (`in:"Design Team"`); `from:@ada` drops the `@`, `in:#design` the `#`.
 * Dates are `YYYY-MM-DD` (UTC days): `before:` is strictly before that day, `after:` strictly
 * after it, as in Slack. Whatever is not a well-formed filter stays text, so `to:do` or
 * `has:cake` are searched as words. Isomorphic: the server parses, the web app shows chips.
 */
export type SearchFilters = {
  /** Author names, each a word prefix of a first, last or full name ("me" is the viewer). */
  from: string[];
  /** Relationship (the other person's name) or group names. */
  in: string[];
  hasFile: boolean;
  hasLink: boolean;
  /** ISO day, exclusive. */
  before: string | null;
  after: string | null;
};

export type ParsedSearch = { text: string; filters: SearchFilters };

const FILTER = /(^|\s)(from|in|has|before|after):(?:"([^"]*)"|(\S+))/gi;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_VALUES = 5;
const MAX_VALUE_LENGTH = 100;

/** A real calendar day `YYYY-MM-DD`, or null. */
export function parseDay(value: string): string | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? value : null;
}

export function emptyFilters(): SearchFilters {
  return { from: [], in: [], hasFile: false, hasLink: false, before: null, after: null };
}

export function parseSearchQuery(raw: string): ParsedSearch {
  const filters = emptyFilters();
  const text = raw.replace(FILTER, (whole, lead: string, key: string, quoted?: string, bare?: string) => {
    const name = key.toLowerCase();
    const value = (quoted ?? bare ?? '').trim();
    if (!value) return whole;
    if (name === 'from' || name === 'in') {
      const cleaned = value
        .replace(name === 'from' ? /^@/ : /^#/, '')
        .trim()
        .slice(0, MAX_VALUE_LENGTH);
      if (!cleaned) return whole;
      const list = filters[name];
      if (list.length < MAX_VALUES && !list.includes(cleaned)) list.push(cleaned);
      return lead;
    }
    if (name === 'has') {
      const what = value.toLowerCase();
      if (what === 'file' || what === 'files') filters.hasFile = true;
      else if (what === 'link' || what === 'links') filters.hasLink = true;
      else return whole;
      return lead;
    }
    const day = parseDay(value);
    if (!day) return whole;
    filters[name as 'before' | 'after'] = day;
    return lead;
  });
  return { text: text.replace(/\s+/g, ' ').trim(), filters };
}

/** Whether any filter is set: a search may then go without words. */
export function hasFilters(f: SearchFilters): boolean {
  return f.from.length > 0 || f.in.length > 0 || f.hasFile || f.hasLink || f.before !== null || f.after !== null;
}
