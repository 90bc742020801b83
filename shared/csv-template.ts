/** The contact import's columns, in order (spec 1 §3), and the sample file's rows. */
export const CSV_IMPORT_COLUMNS = ['Email', 'First Name', 'Last Name', 'Company', 'Title'] as const;

export const CSV_IMPORT_TEMPLATE = [
  CSV_IMPORT_COLUMNS.join(','),
  'jane.doe@example.com,Jane,Doe,Example Inc.,Head of Sales',
  'john.smith@example.com,John,Smith,Acme Corp,Recruiter',
]
  .join('\r\n')
  .concat('\r\n');
