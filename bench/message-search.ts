/**
 * Message search (issue 39): GET /api/search/messages p50/p95 for a viewer with 100k readable
 * posts (plus 20k posts in groups they are not in, and 20k comments), against the bare FTS
 * match of the same words, run on the same database in the same run: up to 1,000 matching
 * keys of the posts index, no visibility, no order, no HTTP. The API's figure is one user's
 * wait through the real HTTP stack with a real session, requests one at a time.
 *
 * Words follow a skewed distribution (a few in a third of all posts, most rare), so the
 * kinds range from a handful of matches to tens of thousands.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pgFoldedTsquery } from '../server/db/accent-folding';
import { seededRandom } from './lib/people';
import {
  assertTokenWorks,
  type BenchServer,
  type BenchUser,
  insertGroup,
  insertUsers,
  startRapport,
} from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { percentile } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';

const FULL = { readable: 100_000, hidden: 20_000, comments: 20_000, requests: 60, warmup: 20 };
const QUICK = { readable: 10_000, hidden: 2_000, comments: 2_000, requests: 20, warmup: 5 };
const CHUNK = 500;

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tas', 'vel', 'dor', 'pin', 'sul', 'gar', 'bo', 'ne', 'qui', 'tra', 'zen'];
/** 3,375 three-syllable words; word i is about i^-1 as frequent. */
const VOCABULARY = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)));

function sentence(random: () => number, length: number): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const index = Math.min(VOCABULARY.length - 1, Math.floor(VOCABULARY.length ** random()) - 1);
    words.push(VOCABULARY[index] as string);
  }
  return words.join(' ');
}

type Kind = 'common' | 'mid' | 'rare' | 'two words' | 'prefix' | 'from: + word' | 'in: + word' | 'has:file + word';
const KINDS: Kind[] = ['common', 'mid', 'rare', 'two words', 'prefix', 'from: + word', 'in: + word', 'has:file + word'];

/** The box's text and the bare words of a kind's n-th query. */
function queryOf(kind: Kind, n: number): { term: string; words: string[] } {
  const common = VOCABULARY[n % 3] as string;
  const mid = VOCABULARY[20 + (n % 40)] as string;
  const rare = VOCABULARY[1500 + ((n * 37) % 1500)] as string;
  switch (kind) {
    case 'common':
      return { term: common, words: [common] };
    case 'mid':
      return { term: mid, words: [mid] };
    case 'rare':
      return { term: rare, words: [rare] };
    case 'two words':
      return { term: `${common} ${mid}`, words: [common, mid] };
    case 'prefix':
      return { term: mid.slice(0, 4), words: [mid.slice(0, 4)] };
    case 'from: + word':
      return { term: `from:User${1 + (n % 20)} ${mid}`, words: [mid] };
    case 'in: + word':
      return { term: `in:"Bench group" ${mid}`, words: [mid] };
    default:
      return { term: `has:file ${mid}`, words: [mid] };
  }
}

type World = { viewer: BenchUser };

async function seed(server: BenchServer, shape: typeof FULL): Promise<World> {
  const people = await insertUsers(server, 41);
  const viewer = people[0] as BenchUser;
  const others = people.slice(1).map((p) => p.id);
  const mine: string[] = [];
  for (let g = 0; g < 5; g++) mine.push(await insertGroup(server, [viewer.id, ...others.slice(g * 4, g * 4 + 8)]));
  const theirs: string[] = [];
  for (let g = 0; g < 3; g++) theirs.push(await insertGroup(server, others.slice(20 + g * 5, 30 + g * 5)));
  const random = seededRandom(39);
  const epoch = Date.UTC(2025, 0, 1);
  const postIds: string[] = [];
  const total = shape.readable + shape.hidden;
  const db = server.services.db;
  for (let i = 0; i < total; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, total - i) }, (_, k) => {
      const n = i + k;
      const readable = n % 6 !== 5;
      const at = new Date(epoch + n * 60_000).toISOString();
      const groupId = readable ? (mine[n % mine.length] as string) : (theirs[n % theirs.length] as string);
      const author = readable ? (others[n % 20] as string) : (others[20 + (n % 15)] as string);
      const id = randomUUID();
      postIds.push(id);
      return {
        id,
        type: 'Post',
        content: sentence(random, 8 + Math.floor(random() * 20)),
        title: null,
        createdBy: author,
        visibility: 'COLLABORATION_GROUP',
        groupId,
        pairingId: null,
        referencePostId: null,
        status: 'published',
        isEdited: 0,
        deletedBy: null,
        deletedAt: null,
        createdAt: at,
        updatedAt: at,
        lastActivityAt: at,
        modifiedBy: null,
      };
    });
    await db.insertInto('post').values(rows).execute();
    const files = rows
      .filter((_, k) => (i + k) % 10 === 0)
      .map((p) => ({
        postId: p.id,
        position: 0,
        filename: `${sentence(random, 2).replace(' ', '-')}.pdf`,
        filepath: 'x',
        type: 'application/pdf',
      }));
    if (files.length) await db.insertInto('post_attachment').values(files).execute();
  }
  for (let i = 0; i < shape.comments; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, shape.comments - i) }, (_, k) => {
      const at = new Date(epoch + (i + k) * 90_000).toISOString();
      return {
        id: randomUUID(),
        postId: postIds[((i + k) * 7) % postIds.length] as string,
        parentId: null,
        message: sentence(random, 6 + Math.floor(random() * 10)),
        createdBy: others[(i + k) % 20] as string,
        isEdited: 0,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insertInto('comment').values(rows).execute();
  }
  await sql`analyze`.execute(db);
  return { viewer };
}

async function timeApi(server: BenchServer, viewer: BenchUser, term: string): Promise<number> {
  const params = new URLSearchParams({ term, userId: viewer.id, skip: '0', limit: '20' });
  const started = performance.now();
  const res = await fetch(`${server.url}/api/search/messages?${params}`, {
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`search "${term}" answered ${res.status}`);
  return ms;
}

/** The bare match: up to 1,000 keys of the posts index for the words, nothing else. */
async function timeBare(server: BenchServer, words: string[]): Promise<number> {
  const db = server.services.db;
  const started = performance.now();
  if (server.dialect === 'postgres') {
    const query = words.map((w) => `('${w}' | '${w}':*)`).join(' & ');
    await sql`select id from post_search_vec where "vector" @@ ${pgFoldedTsquery(query)} limit 1000`.execute(db);
  } else {
    const query = words.map((w) => `("${w}" OR "${w}"*)`).join(' AND ');
    await sql`select k."id" from post_search_fts join post_search_fts_key k on k."rowid" = post_search_fts.rowid
      where post_search_fts match ${query} limit 1000`.execute(db);
  }
  return performance.now() - started;
}

type Figures = { db: string; rows: Map<Kind, { api: number[]; bare: number[]; count: number }>; seedSeconds: number };

async function benchDialect(shape: typeof FULL, postgresUrl?: string): Promise<Figures> {
  const server = await startRapport(postgresUrl ? { postgresUrl } : {});
  const db = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const started = performance.now();
  const { viewer } = await seed(server, shape);
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`  ${db}: ${fmtInt(shape.readable + shape.hidden)} posts seeded in ${fmt(seedSeconds)} s`);
  await assertTokenWorks(server, viewer);
  for (let n = 0; n < shape.warmup; n++) {
    const q = queryOf('mid', n);
    await timeApi(server, viewer, q.term).catch(() => timeApi(server, viewer, q.term));
    await timeBare(server, q.words);
  }
  const rows = new Map<Kind, { api: number[]; bare: number[]; count: number }>();
  for (const kind of KINDS) {
    const api: number[] = [];
    const bare: number[] = [];
    for (let n = 0; n < shape.requests; n++) {
      const q = queryOf(kind, n);
      api.push(await timeApi(server, viewer, q.term));
      bare.push(await timeBare(server, q.words));
    }
    const sample = queryOf(kind, 0);
    const res = await fetch(
      `${server.url}/api/search/messages?${new URLSearchParams({ term: sample.term, userId: viewer.id })}`,
      { headers: { authorization: `Bearer ${viewer.token}` } },
    );
    const count = ((await res.json()) as { data: { count: number } }).data.count;
    rows.set(kind, { api, bare, count });
  }
  await server.stop();
  return { db, rows, seedSeconds };
}

const sorted = (values: number[]) => Float64Array.from(values).sort();

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const notes: string[] = [];
  // BENCH_MSGSEARCH_DB=sqlite|postgres runs one database (each seeds 120k posts: on a loaded
  // machine both in one run may pass the runner's deadline).
  const only = process.env.BENCH_MSGSEARCH_DB;
  const figures = only === 'postgres' ? [] : [await benchDialect(shape)];
  const postgresUrl = process.env.DATABASE_URL;
  if (only === 'sqlite') notes.push('PostgreSQL rows skipped: BENCH_MSGSEARCH_DB=sqlite.');
  else if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) figures.push(await benchDialect(shape, postgresUrl));
  else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');
  const table: Table = {
    title: `Message search, ms (${fmtInt(shape.readable)} readable posts, ${shape.requests} sequential requests per kind)`,
    headers: [
      'database / query',
      'matches (capped)',
      'API p50',
      'API p95',
      'bare FTS p50',
      'bare FTS p95',
      'p95 ratio',
    ],
    rows: figures.flatMap((f) =>
      KINDS.map((kind) => {
        const r = f.rows.get(kind) as { api: number[]; bare: number[]; count: number };
        const [api, bare] = [sorted(r.api), sorted(r.bare)];
        return [
          `${f.db} ${kind}`,
          fmtInt(r.count),
          fmt(percentile(api, 50)),
          fmt(percentile(api, 95)),
          fmt(percentile(bare, 50)),
          fmt(percentile(bare, 95)),
          fmtRatio(percentile(api, 95) / percentile(bare, 95)),
        ];
      }),
    ),
    notes: [
      'API: GET /api/search/messages over HTTP (visibility, filters, best match first, count up to 500, the page of 20 with snippets).',
      'bare FTS: the posts index alone, in process, up to 1,000 matching keys for the same words. Target: API p95 < 100 ms.',
      `Seeding: ${figures.map((f) => `${f.db} ${fmt(f.seedSeconds)} s`).join('; ')} (posts, files, comments through the index).`,
      ...notes,
    ],
  };
  const data = Object.fromEntries(
    figures.map((f) => [
      f.db,
      Object.fromEntries(
        KINDS.map((k) => {
          const r = f.rows.get(k) as { api: number[]; bare: number[]; count: number };
          return [
            k,
            {
              count: r.count,
              apiP95: percentile(sorted(r.api), 95),
              bareP95: percentile(sorted(r.bare), 95),
            },
          ];
        }),
      ),
    ]),
  );
  return { name: 'msgsearch', tables: [table], data };
}

export const messageSearchBench: Bench = {
  name: 'msgsearch',
  describe: 'message search p50/p95 for a viewer with 100k readable posts, against the bare FTS match',
  run,
};
