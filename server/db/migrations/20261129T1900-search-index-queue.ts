import { type Kysely, sql } from 'kysely';
import { SEARCH_MAX_TEXT, SEARCH_SOURCES, type SearchSource } from '../content-index';
import { queuedRowsIndexSql } from '../search-index-queue';
import type { MigrationFactory } from './types';

/**
 * Message search on SQLite (issue 32): a row's triggers no longer write its FTS5 index; they
 * queue its key in `<name>_fts_pending`, and the queue is indexed once per commit, just before
 * it (server/db/search-index-queue.ts). A deletion still leaves the index at once, and an edit
 * takes its row out of the index at once and queues its new text.
 *
 * The triggers are those of 20261129T0650-content-search, with the author kept in the posts'
 * and comments' key rows as 20261129T0820-search-filter-keys made them. PostgreSQL needs none
 * of this: its GIN indexes keep their own pending list.
 */
const q = (name: string) => `"${name}"`;
/** Sources whose key rows hold the author (20261129T0820-search-filter-keys). */
const AUTHORED = new Set(['post', 'comment']);

function names(s: SearchSource) {
  const keyTable = `${s.name}_fts_key`;
  const sameKey = (row: 'new' | 'old') => s.keys.map((k) => `${q(k)} = ${row}.${q(k)}`).join(' and ');
  const keyColumns = [...s.keys, ...(AUTHORED.has(s.table) ? ['createdBy'] : [])];
  return {
    fts: `${s.name}_fts`,
    keyTable,
    pending: `${s.name}_fts_pending`,
    sameKey,
    rowidOf: (row: 'new' | 'old') => `(select "rowid" from ${keyTable} where ${sameKey(row)})`,
    keyInsert: `insert into ${keyTable} (${keyColumns.map(q).join(', ')}) values (${keyColumns.map((k) => `new.${q(k)}`).join(', ')});`,
    ftsCols: s.columns.map((c) => c.toLowerCase()).join(', '),
    texts: s.columns.map((c) => `substr(coalesce(new.${q(c)}, ''), 1, ${SEARCH_MAX_TEXT})`).join(', '),
  };
}

async function dropTriggers(db: Kysely<any>, s: SearchSource) {
  for (const trigger of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger if exists ${s.name}_${trigger}`).execute(db);
}

async function queueing(db: Kysely<any>, s: SearchSource) {
  const n = names(s);
  await dropTriggers(db, s);
  await sql.raw(`create table ${n.pending} ("rowid" integer primary key)`).execute(db);
  // Inside a trigger, last_insert_rowid() is the key row's just inserted.
  await sql
    .raw(`create trigger ${s.name}_insert after insert on ${q(s.table)} begin
      ${n.keyInsert}
      insert into ${n.pending} ("rowid") values (last_insert_rowid());
    end`)
    .execute(db);
  await sql
    .raw(`create trigger ${s.name}_update after update of ${s.columns.map(q).join(', ')} on ${q(s.table)} begin
      delete from ${n.fts} where rowid = ${n.rowidOf('new')};
      insert or ignore into ${n.pending} ("rowid") select ${n.rowidOf('new')};
    end`)
    .execute(db);
  await sql
    .raw(`create trigger ${s.name}_delete after delete on ${q(s.table)} begin
      delete from ${n.fts} where rowid = ${n.rowidOf('old')};
      delete from ${n.pending} where "rowid" = ${n.rowidOf('old')};
      delete from ${n.keyTable} where ${n.sameKey('old')};
    end`)
    .execute(db);
}

/** The triggers as they were: each row indexed in its own statement. */
async function direct(db: Kysely<any>, s: SearchSource) {
  const n = names(s);
  await dropTriggers(db, s);
  await sql.raw(`drop table if exists ${n.pending}`).execute(db);
  const indexNew = `insert into ${n.fts} (rowid, ${n.ftsCols}) select ${n.rowidOf('new')}, ${n.texts};`;
  await sql
    .raw(`create trigger ${s.name}_insert after insert on ${q(s.table)} begin
      ${n.keyInsert}
      ${indexNew}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger ${s.name}_update after update of ${s.columns.map(q).join(', ')} on ${q(s.table)} begin
      delete from ${n.fts} where rowid = ${n.rowidOf('new')};
      ${indexNew}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger ${s.name}_delete after delete on ${q(s.table)} begin
      delete from ${n.fts} where rowid = ${n.rowidOf('old')};
      delete from ${n.keyTable} where ${n.sameKey('old')};
    end`)
    .execute(db);
}

export const searchIndexQueueMigration: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect !== 'sqlite') return;
    for (const source of Object.values(SEARCH_SOURCES)) await queueing(db, source);
  },
  async down(db: Kysely<any>) {
    if (t.dialect !== 'sqlite') return;
    for (const source of Object.values(SEARCH_SOURCES)) {
      // What is queued is indexed first.
      await sql.raw(queuedRowsIndexSql(source)).execute(db);
      await direct(db, source);
    }
  },
});
