import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { Section } from '../index/chunk';
import { type ParseContext, type Parsed, UnreadableFile } from './types';

/** Rows per section: a screenful of a sheet, so a passage keeps its rows' headers near. */
const ROWS_PER_SECTION = 40;

/**
 * A table as sentences a question can match: each row "Header: value; Header: value." under
 * its sheet's name. The first non-empty row is taken as the headers when it is all text.
 */
export function tableSections(name: string | null, rows: readonly (readonly string[])[]): Section[] {
  const filled = rows.map((r) => r.map((c) => c.replace(/\s+/g, ' ').trim())).filter((r) => r.some(Boolean));
  if (filled.length === 0) return [];
  const first = filled[0] ?? [];
  const hasHeader = filled.length > 1 && first.every((c) => !c || Number.isNaN(Number(c)));
  const headers = hasHeader ? first : [];
  const body = hasHeader ? filled.slice(1) : filled;
  const sections: Section[] = [];
  for (let i = 0; i < body.length; i += ROWS_PER_SECTION) {
    const lines = body.slice(i, i + ROWS_PER_SECTION).map((row) => {
      const cells = row.map((cell, c) => (cell ? (headers[c] ? `${headers[c]}: ${cell}` : cell) : '')).filter(Boolean);
      return `${cells.join('; ')}.`;
    });
    const from = i + (hasHeader ? 2 : 1);
    const rowsLabel = `rows ${from}-${from + lines.length - 1}`;
    sections.push({
      location: name ? `${name}, ${rowsLabel}` : rowsLabel,
      heading: name,
      rows: true,
      text: lines.join('\n'),
    });
  }
  return sections;
}

/** CSV through csv-parse (delimiter guessed among , ; and tab from the first line). */
export function parseCsv(text: string): Parsed {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = [',', ';', '\t'].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0];
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true });
  } catch {
    throw new UnreadableFile('csv');
  }
  const sections = tableSections(null, rows);
  return { sections, pages: Math.max(1, Math.ceil(rows.length / ROWS_PER_SECTION)) };
}

/** An .xlsx workbook through exceljs: every sheet is a page, its cells as displayed text. */
export async function parseXlsx(bytes: Buffer, context: ParseContext): Promise<Parsed> {
  // Loaded on first use: exceljs and its unzipper took 0.5 s of every server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile('xlsx');
  }
  const sections: Section[] = [];
  const sheets = workbook.worksheets;
  for (const [index, sheet] of sheets.entries()) {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell);
      });
      rows.push(Array.from(cells, (c) => c ?? ''));
    });
    sections.push(...tableSections(sheet.name, rows));
    await context.onProgress((index + 1) / sheets.length);
  }
  return { sections, pages: Math.max(1, sheets.length) };
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? '';
  } catch {
    return String(cell.value ?? '');
  }
}
