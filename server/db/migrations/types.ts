import type { Migration } from 'kysely';
import type { ColumnTypes } from '../dialect';

/** A migration is built for a dialect's column types, then run by Kysely's Migrator. */
export type MigrationFactory = (types: ColumnTypes) => Migration;
