import { type Kysely, sql } from 'kysely';
import { pgContentVector, SEARCH_SOURCES, type SearchSource as Source } from '../content-index';
import { FILTER_COLUMNS, vectorColumns, vectorValues, vectorWriteFunction } from '../search-vector-sql';
import type { MigrationFactory } from './types';

/**
 * Message search on PostgreSQL keeps each row's vector (issue 39): a table per source,
 * `<name>_vec` (the source's key, `vector`), with the GIN index, in place of the GIN index on
 * the vector's expression (20261129T0650-content-search). The expression folds accents with a
 * translate() of some 300 letters and a regexp: about 0.15 ms a row, paid again for every
 * match the planner tests by row rather than by index and for every ts_rank, so a common
 * word's 500 newest visible posts cost 180 ms. A stored vector costs a read.
 *
 * Each table of posts, comments, files and documents also holds the time search orders by
 * (`at`, indexed: a comment's own, a file's post's): the newest matches are then read in that
 * order from the vectors alone, each post read only to test who may see it. Not a column of
 * the source: posts, comments and jobs are read whole by many queries, which would carry the
 * vector. Kept in the write's transaction, as the index was: a trigger writes the vector on
 * insert and on an update of an indexed column or the time (a post's time also updates its
 * files'), the key's foreign key drops it with its row. SQLite keeps its FTS5 tables.
 */
const q = (name: string) => `"${name}"`;

async function createFileFlagTriggers(db: Kysely<any>) {
  await sql
    .raw(`create function post_search_vec_has_file() returns trigger language plpgsql as $$ begin
      update post_search_vec set "hasFile" = exists (select 1 from "post_attachment" a where a."postId" = coalesce(new."postId", old."postId"))
        where "id" = coalesce(new."postId", old."postId");
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger post_search_vec_has_file after insert or delete on "post_attachment"
      for each row execute function post_search_vec_has_file()`)
    .execute(db);
}

async function create(db: Kysely<any>, s: Source) {
  const filters = FILTER_COLUMNS[s.name] ?? [];
  const table = `${s.name}_vec`;
  const keys = s.keys.map(q).join(', ');
  const keyDefs = s.keys.map((k) => `${q(k)} ${k === 'position' ? 'integer' : 'text'} not null`).join(', ');
  const columns = vectorColumns(s);
  const values = (row: string) => vectorValues(s, row, pgContentVector);
  const watched = [...s.columns, ...(s.time === 'own' ? ['createdAt'] : [])].map(q).join(', ');
  await sql
    .raw(`create table ${table} (${keyDefs}, ${s.time ? '"at" timestamptz not null, ' : ''}${filters.map((f) => `${q(f.name)} ${f.type} not null, `).join('')}"vector" tsvector not null,
      primary key (${keys}), foreign key (${keys}) references ${q(s.table)} (${keys}) on delete cascade)`)
    .execute(db);
  await sql.raw(vectorWriteFunction(s, pgContentVector)).execute(db);
  await sql
    .raw(`create trigger ${s.name}_vec_write after insert or update of ${watched} on ${q(s.table)}
      for each row execute function ${s.name}_vec_write()`)
    .execute(db);
  if (s.time === 'post') {
    // A file's matches follow its post's time.
    await sql
      .raw(`create function ${s.name}_vec_post_time() returns trigger language plpgsql as $$ begin
        update ${table} set "at" = new."createdAt" where "postId" = new."id";
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${s.name}_vec_post_time after update of "createdAt" on "post"
        for each row execute function ${s.name}_vec_post_time()`)
      .execute(db);
  }
  if (s.name === 'post_search') await createFileFlagTriggers(db);
  await sql.raw(`insert into ${table} (${columns}) select ${values('t')} from ${q(s.table)} t`).execute(db);
  await sql.raw(`create index ${table}_idx on ${table} using gin ("vector")`).execute(db);
  if (s.time) await sql.raw(`create index ${table}_at_idx on ${table} ("at")`).execute(db);
  await sql.raw(`drop index if exists ${s.name}_idx`).execute(db);
}

async function drop(db: Kysely<any>, s: Source) {
  await sql
    .raw(`create index if not exists ${s.name}_idx on ${q(s.table)} using gin ((${pgContentVector(s)}))`)
    .execute(db);
  await sql.raw(`drop trigger if exists ${s.name}_vec_has_file on "post_attachment"`).execute(db);
  await sql.raw(`drop function if exists ${s.name}_vec_has_file()`).execute(db);
  await sql.raw(`drop trigger if exists ${s.name}_vec_post_time on "post"`).execute(db);
  await sql.raw(`drop function if exists ${s.name}_vec_post_time()`).execute(db);
  await sql.raw(`drop trigger if exists ${s.name}_vec_write on ${q(s.table)}`).execute(db);
  await sql.raw(`drop function if exists ${s.name}_vec_write()`).execute(db);
  await sql.raw(`drop table if exists ${s.name}_vec`).execute(db);
}

export const searchVectors: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect !== 'postgres') return;
    for (const source of Object.values(SEARCH_SOURCES)) await create(db, source);
  },
  async down(db: Kysely<any>) {
    if (t.dialect !== 'postgres') return;
    for (const source of Object.values(SEARCH_SOURCES).reverse()) await drop(db, source);
  },
});
