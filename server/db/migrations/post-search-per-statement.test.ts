import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../testing/test-database';
import { postgresSearchDb } from './postgres-search-testing';
import { pgContentVector, SEARCH_SOURCES } from '../content-index';

/**
 * 20261130T0500-post-search-per-statement: posts inserted together get their vectors from one
 * trigger call, the same vectors as the expression's; an edit still rewrites its own (PostgreSQL).
 */
const baseUrl = postgresTestUrl();
const search = postgresSearchDb(baseUrl);

const differing = async () =>
  (
    await sql<{ id: string }>`select p."id" from post p left join post_search_vec v on v."id" = p."id"
    where v."vector" is distinct from ${sql.raw(pgContentVector(SEARCH_SOURCES.post, 'p'))}`.execute(search.db())
  ).rows.map((r) => r.id);

describe.skipIf(!baseUrl)('migration 20261130T0500-post-search-per-statement (PostgreSQL)', () => {
  it('indexes each post of a many-row insert, and an edit, with the vector of the expression', async () => {
    const at = '2026-11-30T05:00:00.000Z';
    await sql`insert into post ("id", "type", "content", "title", "createdBy", "visibility", "status", "isEdited", "createdAt", "updatedAt", "lastActivityAt")
      values ('a', 'chat', 'Budget review on Tuesday', null, 'u1', 'PUBLIC', 'published', 0, ${at}, ${at}, ${at}),
             ('b', 'chat', 'Café crème à Genève', 'Réunion', 'u1', 'PUBLIC', 'published', 0, ${at}, ${at}, ${at}),
             ('c', 'chat', '', null, 'u1', 'PUBLIC', 'published', 0, ${at}, ${at}, ${at})`.execute(search.db());
    const rows = await sql<{ id: string; createdBy: string; hasFile: boolean }>`select "id", "createdBy", "hasFile"
      from post_search_vec order by "id"`.execute(search.db());
    expect(rows.rows).toEqual([
      { id: 'a', createdBy: 'u1', hasFile: false },
      { id: 'b', createdBy: 'u1', hasFile: false },
      { id: 'c', createdBy: 'u1', hasFile: false },
    ]);
    expect(await differing()).toEqual([]);
    await sql`update post set "content" = 'Édition: ascii now' where "id" = 'a'`.execute(search.db());
    expect(await differing()).toEqual([]);
    const triggers = await sql<{ name: string; def: string }>`select tgname as name, pg_get_triggerdef(oid) as def
      from pg_trigger where tgrelid = 'post'::regclass and tgname like 'post_search_vec%' order by tgname`.execute(
      search.db(),
    );
    expect(triggers.rows.map((t) => [t.name, /FOR EACH STATEMENT/.test(t.def)])).toEqual([
      ['post_search_vec_insert_rows', true],
      ['post_search_vec_write', false],
    ]);
  });
});
