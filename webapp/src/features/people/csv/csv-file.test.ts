import { messages } from '@shared/messages';
import { CSV_MAX_BYTES } from '@shared/rules';
import { describe, expect, it } from 'vitest';
import { csvFileError, readCsvPreview } from './csv-file';

describe('csvFileError', () => {
  it('accepts a .csv file under 10 MB', () => {
    expect(csvFileError({ name: 'Contacts.CSV', size: 120 })).toBeNull();
    expect(csvFileError({ name: 'contacts.csv', size: CSV_MAX_BYTES })).toBeNull();
  });

  it("answers the spec's texts: wrong extension, empty, too big", () => {
    expect(csvFileError({ name: 'contacts.xlsx', size: 120 })).toBe(messages.csv.invalidType);
    expect(csvFileError({ name: 'contacts.csv', size: 0 })).toBe(messages.csv.invalidFile);
    expect(csvFileError({ name: 'contacts.csv', size: CSV_MAX_BYTES + 1 })).toBe(messages.csv.tooBig);
  });
});

describe('readCsvPreview', () => {
  it('reads the header and the first row (BOM, CRLF, quoted commas, blank lines)', () => {
    const text =
      '\uFEFFEmail,First Name,Last Name,Company,Title\r\n\r\njane@example.test,Jane,Doe,"Acme, Inc.",CEO\r\nbad,x,y,z,w\r\n';
    expect(readCsvPreview(text)).toEqual({
      error: null,
      preview: {
        header: ['Email', 'First Name', 'Last Name', 'Company', 'Title'],
        firstRow: ['jane@example.test', 'Jane', 'Doe', 'Acme, Inc.', 'CEO'],
      },
    });
  });

  it('shows the first row even when a later row holds the valid address', () => {
    const result = readCsvPreview('Email,First Name\nnot-an-email,Jo\nann@example.test,Ann\n');
    expect(result.preview?.firstRow).toEqual(['not-an-email', 'Jo']);
  });

  it('explains the template when no row has a valid e-mail in the first column', () => {
    expect(readCsvPreview('Email,First Name\nnope,Jo\n')).toEqual({ preview: null, error: messages.csv.noValidRows });
    expect(readCsvPreview('Email,First Name\n')).toEqual({ preview: null, error: messages.csv.noValidRows });
    expect(readCsvPreview('jane@example.test,Jane\n')).toEqual({ preview: null, error: messages.csv.noValidRows });
  });
});
