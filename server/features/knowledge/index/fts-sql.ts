import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DialectName } from '../../../db/dialect';

export type PassageHit = {
  chunkId: number;
  fileId: string;
  name: string;
  location: string | null;
  /** The heading the passage sits under (its text's first line), when it has one. */
  heading: string | null;
  text: string;
  /** Higher is better, comparable within one search only. */
  score: number;
};

/**
 * Ranked full-text search over one owner's passages: the only place where the two dialects
 * differ (the index is built by migration 20261125T1300-knowledge). Any word may match
 * (OR), the ranking (FTS5 bm25 / ts_rank_cd) puts passages with more and rarer words first.
 * Words reach the engine only as quoted literals; the owner is a bound filter, so another
 * user's passages are never candidates.
 */
export async function searchPassages(
  db: Db,
  dialect: DialectName,
  input: { userId: string; words: readonly string[]; limit: number },
): Promise<PassageHit[]> {
  const words = input.words.filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  if (words.length === 0) return [];
  const query =
    dialect === 'postgres'
      ? sql`select c.id as "chunkId", c."fileId", f.name, c.location, c.heading, c.text,
          ts_rank_cd(c."searchVector", q.query) as score
        from knowledge_chunk c join knowledge_file f on f.id = c."fileId",
          to_tsquery('english', ${words.map((w) => `'${w}'`).join(' | ')}) q(query)
        where c."userId" = ${input.userId} and c."searchVector" @@ q.query
        order by score desc, c.id limit ${input.limit}`
      : sql`select c.id as "chunkId", c."fileId", f.name, c.location, c.heading, c.text, -bm25(knowledge_fts) as score
        from knowledge_fts join knowledge_chunk c on c.id = knowledge_fts.rowid join knowledge_file f on f.id = c."fileId"
        where knowledge_fts match ${words.map((w) => `"${w}"`).join(' OR ')} and c."userId" = ${input.userId}
        order by bm25(knowledge_fts), c.id limit ${input.limit}`;
  const { rows } = await query.execute(db);
  return (rows as PassageHit[]).map((row) => ({ ...row, chunkId: Number(row.chunkId), score: Number(row.score) }));
}
