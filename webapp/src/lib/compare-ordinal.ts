/**
 * Orders two strings by their UTF-16 code units, as the database orders ids and ISO dates
 * (SQLite's BINARY collation). Not `localeCompare`: ICU's collation sorts ids by other rules
 * (case folded first), and its first use on a page loads the collation data, which on a slow
 * phone was a long task while the first posts rendered (issue 18).
 */
export function compareOrdinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
