import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect';
import type { MigrationFactory } from './types';

/**
 * Discovery and profiles: custom user links, companies (the current one first),
 * notification preferences, and the people-search index over first name, last name and
 * headline. E-mail addresses stay out of the index: search matches them only exactly, so a
 * fragment of a hidden address never finds its owner.
 */
export const discoveryProfiles: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('user_link')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_link_pk', ['userId', 'position'])
      .execute();

    await db.schema
      .createTable('company')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('website', 'text')
      .addColumn('description', 'text')
      .addColumn('logo', 'text')
      .addColumn('isCurrent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('company_user_idx')
      .on('company')
      .columns(['userId', 'isCurrent', 'updatedAt'])
      .execute();
    // At most one current company per user.
    await sql`create unique index company_current_unique on company ("userId") where "isCurrent" = 1`.execute(db);

    await db.schema
      .createTable('notification_preference')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('emailNotification', 'integer', (c) => c.notNull())
      .addColumn('summaryEmailNotification', 'integer', (c) => c.notNull())
      .addColumn('pushNotification', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();

    await createUserSearchIndex(db, t.dialect);
  },
  async down(db: Kysely<any>) {
    await dropUserSearchIndex(db, t.dialect);
    for (const table of ['notification_preference', 'company', 'user_link']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});

/** Names weigh more (A) than the headline (B); 'simple' keeps words as written, lower-cased. */
const PG_USER_VECTOR = `setweight(to_tsvector('simple'::regconfig, coalesce("firstName", '') || ' ' || coalesce("lastName", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(headline, '')), 'B')`;

/**
 * PostgreSQL: a stored generated tsvector column with a GIN index. SQLite: an FTS5 table
 * of the users not deleted, whose rowid comes from `user_search_key` (the user table's own
 * rowid may change on VACUUM, its key is text), kept in step by triggers.
 */
async function createUserSearchIndex(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(`alter table "user" add column "searchVector" tsvector generated always as (${PG_USER_VECTOR}) stored`)
      .execute(db);
    await sql`create index user_search_idx on "user" using gin ("searchVector")`.execute(db);
    return;
  }
  await sql`create table user_search_key ("rowid" integer primary key, "userId" text not null unique)`.execute(db);
  await sql`create virtual table user_fts using fts5(first_name, last_name, headline, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3')`.execute(
    db,
  );
  // Deleted users leave the index, so a search never has to look past them.
  const keyOf = (row: 'new' | 'old') => `(select "rowid" from user_search_key where "userId" = ${row}.id)`;
  const indexNew = `insert into user_fts (rowid, first_name, last_name, headline)
    select ${keyOf('new')}, new."firstName", new."lastName", coalesce(new.headline, '') where new.status <> 'deleted';`;
  await sql
    .raw(`create trigger user_search_insert after insert on "user" begin
      insert into user_search_key ("userId") values (new.id);
      ${indexNew}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger user_search_update after update of "firstName", "lastName", headline, status on "user" begin
      delete from user_fts where rowid = ${keyOf('new')};
      ${indexNew}
    end`)
    .execute(db);
  await sql
    .raw(`create trigger user_search_delete after delete on "user" begin
      delete from user_fts where rowid = ${keyOf('old')};
      delete from user_search_key where "userId" = old.id;
    end`)
    .execute(db);
  // Users who signed up before this migration.
  await sql`insert into user_search_key ("userId") select id from "user"`.execute(db);
  await sql`insert into user_fts (rowid, first_name, last_name, headline)
    select k."rowid", u."firstName", u."lastName", coalesce(u.headline, '')
    from user_search_key k join "user" u on u.id = k."userId" where u.status <> 'deleted'`.execute(db);
}

async function dropUserSearchIndex(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists user_search_idx`.execute(db);
    await sql`alter table "user" drop column if exists "searchVector"`.execute(db);
    return;
  }
  for (const trigger of ['user_search_insert', 'user_search_update', 'user_search_delete']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists user_fts`.execute(db);
  await sql`drop table if exists user_search_key`.execute(db);
}
