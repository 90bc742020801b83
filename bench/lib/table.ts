/** Plain-text and markdown rendering of result tables. */

export type Table = { title: string; headers: string[]; rows: string[][]; notes?: string[] };

export function fmt(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function fmtInt(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-';
}

/** "1.23x" for ratios, so they never read as absolute figures. */
export function fmtRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}x` : '-';
}

export function renderText(table: Table): string {
  const widths = table.headers.map((h, i) => Math.max(h.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const out = [table.title, line(table.headers), widths.map((w) => '-'.repeat(w)).join('  '), ...table.rows.map(line)];
  for (const note of table.notes ?? []) out.push(`  * ${note}`);
  return out.join('\n');
}

export function renderMarkdown(table: Table): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const align = table.headers.map((_, i) => (i === 0 ? ':--' : '--:'));
  const out = [`### ${table.title}`, '', row(table.headers), row(align), ...table.rows.map(row)];
  if (table.notes?.length) out.push('', ...table.notes.map((n) => `- ${n}`));
  return out.join('\n');
}
