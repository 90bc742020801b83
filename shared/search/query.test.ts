import { describe, expect, it } from 'vitest';
import { emptyFilters, hasFilters, parseDay, parseSearchQuery } from './query';

describe('parseSearchQuery', () => {
  it('keeps plain text as it is, without filters', () => {
    expect(parseSearchQuery('  quarterly   report ')).toEqual({ text: 'quarterly report', filters: emptyFilters() });
    expect(hasFilters(parseSearchQuery('report').filters)).toBe(false);
  });

  it('reads from: with or without @, quoted names, and several of them', () => {
    const parsed = parseSearchQuery('budget from:@ada from:"Bob Stone" from:ada');
    expect(parsed.text).toBe('budget');
    expect(parsed.filters.from).toEqual(['ada', 'Bob Stone']);
  });

  it('reads in: with or without #, and a quoted group name', () => {
    const parsed = parseSearchQuery('in:"Design Team" launch in:#ops');
    expect(parsed).toEqual({ text: 'launch', filters: { ...emptyFilters(), in: ['Design Team', 'ops'] } });
  });

  it('reads has:file and has:link, any case, and keeps unknown has: values as text', () => {
    expect(parseSearchQuery('HAS:FILE has:links x').filters).toMatchObject({ hasFile: true, hasLink: true });
    expect(parseSearchQuery('has:cake').text).toBe('has:cake');
  });

  it('reads before: and after: as real days, and keeps a bad date as text', () => {
    expect(parseSearchQuery('after:2026-01-31 before:2026-03-01').filters).toMatchObject({
      after: '2026-01-31',
      before: '2026-03-01',
    });
    expect(parseSearchQuery('before:2026-02-30')).toMatchObject({
      text: 'before:2026-02-30',
      filters: { before: null },
    });
    expect(parseSearchQuery('after:yesterday').text).toBe('after:yesterday');
  });

  it('needs the filter at the start of a word, a value after the colon, and leaves other words alone', () => {
    expect(parseSearchQuery('to:do infrom:ada').text).toBe('to:do infrom:ada');
    expect(parseSearchQuery('from: ada').text).toBe('from: ada');
    expect(parseSearchQuery('from:"" x').text).toBe('from:"" x');
    expect(parseSearchQuery('from:@').text).toBe('from:@');
  });

  it('bounds the number and length of filter values', () => {
    const many = parseSearchQuery('from:a from:b from:c from:d from:e from:f from:g');
    expect(many.filters.from).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parseSearchQuery(`in:${'x'.repeat(300)}`).filters.in[0]).toHaveLength(100);
  });

  it('checks days on the calendar', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2027-02-29')).toBeNull();
    expect(parseDay('2027-2-1')).toBeNull();
  });
});
