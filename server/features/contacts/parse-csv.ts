import { messages } from '@shared/messages';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { Invalid } from '../../errors';

/** One data row of an imported file, values as given (the columns of shared/csv-template.ts). */
export type CsvContact = {
  /** The record's place in the file, the header being 1. */
  rowNumber: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
};

/**
 * Reads a contacts file: UTF-8 with or without a BOM, quoted fields holding commas,
 * quotes and line breaks, CRLF or LF, blank lines and all-empty rows skipped. The first
 * record is the header (Email, First Name, Last Name, Company, Title) and is not a contact.
 * A UTF-16 file (a spreadsheet's "Unicode text") is read by its BOM.
 */
export function readContactsCsv(bytes: Uint8Array): CsvContact[] {
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new Invalid(messages.csv.invalidFile);
    throw error;
  }
  return records.slice(1).map((cells, index) => ({
    rowNumber: index + 2,
    email: cells[0] ?? '',
    firstName: cells[1] || null,
    lastName: cells[2] || null,
    company: cells[3] || null,
    title: cells[4] || null,
  }));
}

/** The file's text without NUL characters, which no contact holds and PostgreSQL cannot store. */
function decode(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes).replaceAll('\u0000', '');
}

const zEmail = z.email();

/** The address of a row as the system compares it, or null when the first column holds none. */
export function normalisedEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && zEmail.safeParse(email).success ? email : null;
}
