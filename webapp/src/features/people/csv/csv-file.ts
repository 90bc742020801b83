import { messages } from '@shared/messages';
import { CSV_EXTENSION, CSV_MAX_BYTES } from '@shared/rules';
import Papa from 'papaparse';
import { isEmailAddress } from '../new-relationship/recipient-rules';

/** The file rules checked before reading it: extension, not empty, under 10 MB (spec 1 §5). */
export function csvFileError(file: Pick<File, 'name' | 'size'>): string | null {
  if (!file.name.toLowerCase().endsWith(CSV_EXTENSION)) return messages.csv.invalidType;
  if (file.size === 0) return messages.csv.invalidFile;
  if (file.size > CSV_MAX_BYTES) return messages.csv.tooBig;
  return null;
}

export type CsvPreview = {
  /** The first line: the column labels. */
  header: string[];
  /** The first row after the header, shown as the preview. */
  firstRow: string[];
};

export type CsvReadResult = { preview: CsvPreview; error: null } | { preview: null; error: string };

/**
 * Reads the text like the server will: the first line is the header, blank lines are
 * skipped, and at least one row needs a valid e-mail in its first column. Stops reading
 * at the first such row.
 */
export function readCsvPreview(text: string): CsvReadResult {
  let header: string[] | null = null;
  let firstRow: string[] | null = null;
  let hasValidRow = false;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const row = result.data.map((cell) => String(cell ?? '').trim());
      if (header === null) {
        header = row;
        return;
      }
      firstRow ??= row;
      if (isEmailAddress(row[0] ?? '')) {
        hasValidRow = true;
        parser.abort();
      }
    },
  });
  if (!header || !firstRow || !hasValidRow) return { preview: null, error: messages.csv.noValidRows };
  return { preview: { header, firstRow }, error: null };
}

/** Checks a chosen file and reads its preview, or returns the spec's message. */
export async function inspectCsvFile(file: File): Promise<CsvReadResult> {
  const fileError = csvFileError(file);
  if (fileError) return { preview: null, error: fileError };
  return readCsvPreview(await file.text());
}

/** '2.4 MB', '812 KB': a file size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
