import { type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pgContentVector, SEARCH_SOURCES } from '../content-index';
import { columnTypes } from '../dialect';
import { postgresTestUrl } from '../../testing/test-database';
import { postgresSearchDb } from './postgres-search-testing';
import { migrations } from './index';

/**
 * 20261129T2300-search-fold-ascii: the vector triggers skip accent folding for ASCII text. The
 * vectors they write must be those of the folding expression, to the byte, for any text, up,
 * down and up again (PostgreSQL only).
 */
const baseUrl = postgresTestUrl();
const search = postgresSearchDb(baseUrl);

function migrator() {
  const types = columnTypes('postgres');
  const all = Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(types)]));
  return new Migrator({ db: search.db(), provider: { getMigrations: async () => all as Record<string, Migration> } });
}

const TEXTS = [
  'Budget review on Tuesday, 10:30!',
  'Café crème à Genève — Ünïcode résumé',
  'ØRESUND ŁÓDŹ Đakovo: ħello',
  '',
  'Mixed: plain words and naïve ones',
];

async function writePost(id: string, content: string) {
  const at = '2026-11-29T12:00:00.000Z';
  await sql`insert into post ("id", "type", "content", "title", "createdBy", "visibility", "status", "isEdited", "createdAt", "updatedAt", "lastActivityAt")
    values (${id}, 'chat', ${content}, ${id.endsWith('t') ? 'Réunion' : null}, 'u1', 'PUBLIC', 'published', 0, ${at}, ${at}, ${at})`.execute(
    search.db(),
  );
}

/** Posts whose stored vector differs from the folding expression's over the post as it is. */
/** Whether the post trigger skips folding for ASCII (the migration's version of it). */
async function asciiFirst(): Promise<boolean> {
  const rows = await sql<{
    src: string;
  }>`select prosrc as src from pg_proc where proname = 'post_search_vec_write'`.execute(search.db());
  return rows.rows[0]?.src.includes('octet_length') === true;
}

async function differing(): Promise<string[]> {
  const rows = await sql<{ id: string }>`select p."id" from post p join post_search_vec v on v."id" = p."id"
    where v."vector" is distinct from ${sql.raw(pgContentVector(SEARCH_SOURCES.post, 'p'))}`.execute(search.db());
  return rows.rows.map((r) => r.id);
}

describe.skipIf(!baseUrl)('migration 20261129T2300-search-fold-ascii (PostgreSQL)', () => {
  it('writes the folding expression’s vector for ASCII and accented text, up, down and up again', async () => {
    let n = 0;
    const writeAll = async () => {
      for (const text of TEXTS) await writePost(`p${++n}${n % 2 ? 't' : ''}`, text);
    };
    expect(await asciiFirst()).toBe(true);
    await writeAll();
    expect(await differing()).toEqual([]);
    const folded = await sql<{ vector: string }>`select "vector"::text as vector from post_search_vec v
      join post p on p."id" = v."id" where p."content" like 'Café%'`.execute(search.db());
    expect(folded.rows[0]?.vector).toContain("'cafe'");

    const m = migrator();
    expect((await m.migrateTo('20261129T1900-search-index-queue')).error).toBeUndefined();
    expect(await asciiFirst()).toBe(false);
    await writeAll();
    expect((await m.migrateToLatest()).error).toBeUndefined();
    expect(await asciiFirst()).toBe(true);
    await writeAll();
    // An edit rewrites the vector through the same trigger.
    await sql`update post set "content" = 'Édition: ascii now' where "id" = 'p1t'`.execute(search.db());
    expect(await differing()).toEqual([]);
    expect(
      Number((await sql<{ n: number }>`select count(*) as n from post_search_vec`.execute(search.db())).rows[0]?.n),
    ).toBe(TEXTS.length * 3);
  });
});
