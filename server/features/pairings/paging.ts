import type { SelectQueryBuilder } from 'kysely';

/**
 * Applies skip and limit, where a limit of -1 means "all" (the spec's `limit=-1`).
 * SQLite accepts OFFSET only after a LIMIT, so "all from skip" uses the largest one.
 */
export function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  skip: number,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  if (limit >= 0) return query.limit(limit).offset(skip);
  return skip > 0 ? query.limit(Number.MAX_SAFE_INTEGER).offset(skip) : query;
}
