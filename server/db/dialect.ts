import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Every difference between SQLite and PostgreSQL lives here: column types for the
 * migrations and the few statements whose SQL differs. Everything else is shared.
 */
export type DialectName = 'sqlite' | 'postgres';

export type ColumnTypes = {
  /** For the few migrations whose statements differ (full-text search). */
  dialect: DialectName;
  /** ISO 8601 UTC timestamps: text on SQLite, timestamptz on PostgreSQL (read back as ISO strings). */
  timestamp: 'text' | 'timestamptz';
  /** better-auth's own date columns. */
  authDate: 'date' | 'timestamptz';
  /** better-auth's booleans. */
  authBoolean: 'integer' | 'boolean';
  /** Integers that may pass 2^31 (epoch milliseconds, counters). */
  bigint: 'integer' | 'bigint';
  /** JSON documents, stored as text on both so the code reads them the same way. */
  json: 'text';
};

export function columnTypes(dialect: DialectName): ColumnTypes {
  return dialect === 'postgres'
    ? {
        dialect,
        timestamp: 'timestamptz',
        authDate: 'timestamptz',
        authBoolean: 'boolean',
        bigint: 'bigint',
        json: 'text',
      }
    : { dialect, timestamp: 'text', authDate: 'date', authBoolean: 'integer', bigint: 'integer', json: 'text' };
}

/** `FOR UPDATE SKIP LOCKED` where the engine has row locks; SQLite serialises writers. */
export function skipLocked(dialect: DialectName): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`for update skip locked` : sql``;
}

/**
 * Whether one statement may write in a WITH and use what it returns (PostgreSQL): two writes
 * in one round trip. SQLite has no writing CTE, and no round trips to save.
 */
export function writesInWith(dialect: DialectName): boolean {
  return dialect === 'postgres';
}

/** Case-insensitive LIKE. */
export function ilike(dialect: DialectName): 'ilike' | 'like' {
  return dialect === 'postgres' ? 'ilike' : 'like';
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export type AnyDb = Kysely<any>;

/**
 * An expression that fails its statement, and so its transaction, unless `condition` holds: a
 * division by zero on PostgreSQL, malformed JSON on SQLite (whose 1/0 is NULL).
 */
export function failUnless(dialect: DialectName, condition: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`1 / (case when ${condition} then 1 else 0 end)`
    : sql`json(case when ${condition} then '1' else '!' end)`;
}
