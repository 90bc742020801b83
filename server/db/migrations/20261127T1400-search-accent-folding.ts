import { type Kysely, sql } from 'kysely';
import { pgFoldAccentsSql } from '../accent-folding';
import type { MigrationFactory } from './types';

const vector = (fold: (text: string) => string) =>
  `setweight(to_tsvector('simple'::regconfig, ${fold(`coalesce("firstName", '') || ' ' || coalesce("lastName", '')`)}), 'A') || setweight(to_tsvector('simple'::regconfig, ${fold("coalesce(headline, '')")}), 'B')`;

async function rebuild(db: Kysely<any>, expression: string): Promise<void> {
  await sql`drop index if exists user_search_idx`.execute(db);
  await sql`alter table "user" drop column if exists "searchVector"`.execute(db);
  await sql
    .raw(`alter table "user" add column "searchVector" tsvector generated always as (${expression}) stored`)
    .execute(db);
  await sql`create index user_search_idx on "user" using gin ("searchVector")`.execute(db);
}

/**
 * People and applicant search on PostgreSQL fold accents as SQLite's FTS5 does: "jose" finds
 * José and "José" finds Jose. The generated search vector is rebuilt over folded names and
 * headline (server/db/accent-folding.ts); the queries fold their words the same way. SQLite
 * folds already (`remove_diacritics 2`): nothing to do there.
 */
export const searchAccentFolding: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect === 'postgres') await rebuild(db, vector(pgFoldAccentsSql));
  },
  async down(db: Kysely<any>) {
    if (t.dialect === 'postgres')
      await rebuild(
        db,
        vector((text) => text),
      );
  },
});
