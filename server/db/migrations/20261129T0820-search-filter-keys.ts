import { type Kysely, sql } from 'kysely';
import { SEARCH_MAX_TEXT } from '../content-index';
import type { MigrationFactory } from './types';

/**
 * Message search's filters inside the index (issue 39), on SQLite: the key tables of the posts'
 * and comments' FTS5 indexes (20261129T0650-content-search) also hold the row's author, and the
 * posts' key table whether the post has files. A `from:` or `has:file` search then drops a
 * match as it reads its key, before its post row and the visibility rule are read: with 100k
 * readable posts `from:` read every match's post (p95 201 ms), now only those of its authors.
 *
 * Kept in step by triggers in the write's transaction, as the index is: the key row is written
 * with its author (the insert triggers are replaced), and a post's file added or removed sets
 * its flag. An author never changes (an erased user's rows keep their id). PostgreSQL needs
 * none of this: its planner combines the GIN match with `post_author_idx` and the files' key.
 * (Later, 20261129T1300-search-vectors gave PostgreSQL's stored vectors the same columns, so
 * that its filters too drop a match before the post row is read.)
 */
const TEXT = (row: string, column: string) => `substr(coalesce(${row}."${column}", ''), 1, ${SEARCH_MAX_TEXT})`;

async function createInsertTriggers(db: Kysely<any>, withAuthor: boolean) {
  const author = (row: string) => (withAuthor ? `, ${row}."createdBy"` : '');
  const authorColumn = withAuthor ? ', "createdBy"' : '';
  await sql
    .raw(`create trigger post_search_insert after insert on "post" begin
      insert into post_search_fts_key ("id"${authorColumn}) values (new."id"${author('new')});
      insert into post_search_fts (rowid, title, content)
        select (select "rowid" from post_search_fts_key where "id" = new."id"), ${TEXT('new', 'title')}, ${TEXT('new', 'content')};
    end`)
    .execute(db);
  await sql
    .raw(`create trigger comment_search_insert after insert on "comment" begin
      insert into comment_search_fts_key ("id"${authorColumn}) values (new."id"${author('new')});
      insert into comment_search_fts (rowid, message)
        select (select "rowid" from comment_search_fts_key where "id" = new."id"), ${TEXT('new', 'message')};
    end`)
    .execute(db);
}

export const searchFilterKeys: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect !== 'sqlite') return;
    await sql.raw(`alter table post_search_fts_key add column "createdBy" text`).execute(db);
    await sql.raw(`alter table post_search_fts_key add column "hasFile" integer not null default 0`).execute(db);
    await sql.raw(`alter table comment_search_fts_key add column "createdBy" text`).execute(db);
    await sql
      .raw(`update post_search_fts_key set "createdBy" = (select p."createdBy" from post p where p.id = post_search_fts_key.id),
        "hasFile" = exists (select 1 from post_attachment a where a."postId" = post_search_fts_key.id)`)
      .execute(db);
    await sql
      .raw(
        `update comment_search_fts_key set "createdBy" = (select c."createdBy" from comment c where c.id = comment_search_fts_key.id)`,
      )
      .execute(db);
    await sql.raw('drop trigger post_search_insert').execute(db);
    await sql.raw('drop trigger comment_search_insert').execute(db);
    await createInsertTriggers(db, true);
    await sql
      .raw(`create trigger post_search_file_insert after insert on post_attachment begin
        update post_search_fts_key set "hasFile" = 1 where "id" = new."postId";
      end`)
      .execute(db);
    await sql
      .raw(`create trigger post_search_file_delete after delete on post_attachment begin
        update post_search_fts_key set "hasFile" = exists (select 1 from post_attachment a where a."postId" = old."postId")
        where "id" = old."postId";
      end`)
      .execute(db);
  },
  async down(db: Kysely<any>) {
    if (t.dialect !== 'sqlite') return;
    for (const trigger of [
      'post_search_file_insert',
      'post_search_file_delete',
      'post_search_insert',
      'comment_search_insert',
    ])
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    await createInsertTriggers(db, false);
    await sql.raw(`alter table post_search_fts_key drop column "hasFile"`).execute(db);
    await sql.raw(`alter table post_search_fts_key drop column "createdBy"`).execute(db);
    await sql.raw(`alter table comment_search_fts_key drop column "createdBy"`).execute(db);
  },
});
