import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * The assistant's knowledge base (features/knowledge): the owner's files and their passages,
 * with a full-text index over the passages. SQLite: an external-content FTS5 table kept in
 * step by triggers (porter stemming). PostgreSQL: a stored generated tsvector ('english')
 * with a GIN index. The queries over them are in features/knowledge/index/fts-sql.ts.
 */
export const knowledge: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('knowledge_file')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('filepath', 'text', (c) => c.notNull().unique())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('chunks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('knowledge_file_user').on('knowledge_file').columns(['userId', 'createdAt']).execute();

    const pg = t.dialect === 'postgres';
    await db.schema
      .createTable('knowledge_chunk')
      .addColumn('id', pg ? 'bigserial' : 'integer', (c) => c.primaryKey())
      .addColumn('fileId', 'text', (c) => c.notNull().references('knowledge_file.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('knowledge_chunk_file').on('knowledge_chunk').columns(['fileId', 'position']).execute();

    if (pg) {
      await sql`alter table knowledge_chunk add column "searchVector" tsvector generated always as (to_tsvector('english'::regconfig, text)) stored`.execute(
        db,
      );
      await sql`create index knowledge_chunk_search on knowledge_chunk using gin ("searchVector")`.execute(db);
      await db.schema.createIndex('knowledge_chunk_user').on('knowledge_chunk').column('userId').execute();
      return;
    }
    await db.schema.createIndex('knowledge_chunk_user').on('knowledge_chunk').column('userId').execute();
    await sql`create virtual table knowledge_fts using fts5(text, content = 'knowledge_chunk', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger knowledge_chunk_insert after insert on knowledge_chunk begin
      insert into knowledge_fts (rowid, text) values (new.id, new.text);
    end`.execute(db);
    await sql`create trigger knowledge_chunk_delete after delete on knowledge_chunk begin
      insert into knowledge_fts (knowledge_fts, rowid, text) values ('delete', old.id, old.text);
    end`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop trigger if exists knowledge_chunk_insert`.execute(db);
    await sql`drop trigger if exists knowledge_chunk_delete`.execute(db);
    await sql`drop table if exists knowledge_fts`.execute(db);
    await db.schema.dropTable('knowledge_chunk').ifExists().execute();
    await db.schema.dropTable('knowledge_file').ifExists().execute();
  },
});
