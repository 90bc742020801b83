/**
 * Writing CSV that is safe to open in a spreadsheet: a value starting with = + - @ (or a
 * tab or carriage return) would run as a formula, so it gets a leading single quote.
 * The stored values stay as given; only what is written out is neutralised.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV document (UTF-8 BOM, CRLF) of a header and rows, every cell neutralised and quoted as needed. */
export function toSafeCsv(header: readonly string[], rows: (string | null)[][]): string {
  const line = (cells: readonly (string | null)[]) => cells.map((v) => quoted(neutraliseFormula(v ?? ''))).join(',');
  return `\ufeff${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
