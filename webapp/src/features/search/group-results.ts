import type { MessagePlace, MessageSearchRow } from '@shared/api/content-search';

export type ResultGroup = { key: string; place: MessagePlace; rows: MessageSearchRow[] };

/** Results grouped by their group or relationship (home, jobs), in the order each first appears. */
export function groupResults(rows: readonly MessageSearchRow[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const row of rows) {
    const key = `${row.place.kind}:${row.place.id ?? ''}`;
    const group = groups.get(key) ?? { key, place: row.place, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}
