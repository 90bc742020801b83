import { type Kysely, sql } from 'kysely';
import { pgContentVector, SEARCH_MAX_TEXT, SEARCH_SOURCES, type SearchSource as Source } from '../content-index';
import type { MigrationFactory } from './types';

/**
 * Message search (issue 39): an index over what people write and share, built as people
 * search's is (20261123T0310-discovery-profiles), accent-folded the same way on both engines:
 * on PostgreSQL a GIN index on the folded tsvector expression (not a stored column as for
 * people: post, comment and job rows are read whole by many queries, which would then carry
 * the vector), on SQLite an FTS5 table per source (`unicode61 remove_diacritics 2`) kept in
 * step by triggers. Both index in the write's own transaction (an index, a trigger), so a
 * message is found as soon as its write commits; creating them indexes every row already there.
 *
 * Punctuation separates words on both engines (PostgreSQL's parser would otherwise keep
 * `https://example.com/x` or `report_final.pdf` whole), and a document's text is indexed up
 * to its first 200,000 characters (server/db/content-index.ts). What is visible is not indexed: it is decided per query
 * (features/search/content-repo.ts), so a removal or a deletion counts at once.
 *
 * `post_attachment_media.extractedText` holds the text of a document the media job turned
 * into a PDF preview (features/media): file names and that text are searchable.
 */
const q = (name: string) => `"${name}"`;

async function createPostgres(db: Kysely<any>, s: Source) {
  await sql.raw(`create index ${s.name}_idx on ${q(s.table)} using gin ((${pgContentVector(s)}))`).execute(db);
}

async function dropPostgres(db: Kysely<any>, s: Source) {
  await sql.raw(`drop index if exists ${s.name}_idx`).execute(db);
}

/** FTS5 rowids come from a key table: a table's own rowid may change on VACUUM, its key is text. */
async function createSqlite(db: Kysely<any>, s: Source) {
  const keyTable = `${s.name}_fts_key`;
  const fts = `${s.name}_fts`;
  const keyCols = s.keys.map(q).join(', ');
  const keyDefs = s.keys.map((k) => `${q(k)} ${k === 'position' ? 'integer' : 'text'} not null`).join(', ');
  const sameKey = (row: 'new' | 'old') => s.keys.map((k) => `${q(k)} = ${row}.${q(k)}`).join(' and ');
  const rowidOf = (row: 'new' | 'old') => `(select "rowid" from ${keyTable} where ${sameKey(row)})`;
  const ftsCols = s.columns.map((c) => c.toLowerCase()).join(', ');
  const texts = (row: string) =>
    s.columns.map((c) => `substr(coalesce(${row}.${q(c)}, ''), 1, ${SEARCH_MAX_TEXT})`).join(', ');
  await sql.raw(`create table ${keyTable} ("rowid" integer primary key, ${keyDefs}, unique (${keyCols}))`).execute(db);
  await sql
    .raw(
      `create virtual table ${fts} using fts5(${ftsCols}, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
    )
    .execute(db);
  const indexNew = `insert into ${fts} (rowid, ${ftsCols}) select ${rowidOf('new')}, ${texts('new')};`;
  await sql
    .raw(`create trigger ${s.name}_insert after insert on ${q(s.table)} begin
      insert into ${keyTable} (${keyCols}) values (${s.keys.map((k) => `new.${q(k)}`).join(', ')});
      ${indexNew}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger ${s.name}_update after update of ${s.columns.map(q).join(', ')} on ${q(s.table)} begin
      delete from ${fts} where rowid = ${rowidOf('new')};
      ${indexNew}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger ${s.name}_delete after delete on ${q(s.table)} begin
      delete from ${fts} where rowid = ${rowidOf('old')};
      delete from ${keyTable} where ${sameKey('old')};
    end`)
    .execute(db);
  // Rows written before this migration.
  await sql.raw(`insert into ${keyTable} (${keyCols}) select ${keyCols} from ${q(s.table)}`).execute(db);
  const joined = s.keys.map((k) => `k.${q(k)} = t.${q(k)}`).join(' and ');
  await sql
    .raw(
      `insert into ${fts} (rowid, ${ftsCols}) select k."rowid", ${texts('t')} from ${keyTable} k join ${q(s.table)} t on ${joined}`,
    )
    .execute(db);
}

async function dropSqlite(db: Kysely<any>, s: Source) {
  for (const trigger of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger if exists ${s.name}_${trigger}`).execute(db);
  await sql.raw(`drop table if exists ${s.name}_fts`).execute(db);
  await sql.raw(`drop table if exists ${s.name}_fts_key`).execute(db);
}

export const contentSearch: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('post_attachment_media').addColumn('extractedText', 'text').execute();
    for (const source of Object.values(SEARCH_SOURCES)) {
      if (t.dialect === 'postgres') await createPostgres(db, source);
      else await createSqlite(db, source);
    }
  },
  async down(db: Kysely<any>) {
    for (const source of Object.values(SEARCH_SOURCES).reverse()) {
      if (t.dialect === 'postgres') await dropPostgres(db, source);
      else await dropSqlite(db, source);
    }
    await db.schema.alterTable('post_attachment_media').dropColumn('extractedText').execute();
  },
});
