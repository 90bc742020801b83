/**
 * People search: GET /api/search/users latency (p50, p99) at 10k and then 100k seeded
 * users on the same database, read as the growth ratio 100k / 10k, per kind of term
 * (one-letter and two-letter prefixes, a first name, "first last-prefix", a headline
 * word, an exact e-mail, the connections scope). Requests are sequential, one at a time,
 * through the real HTTP stack with a real session, so a figure is one user's wait.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { FIRST_NAMES, insertPeople, LAST_NAMES, pick, seededRandom } from './lib/people';
import { assertTokenWorks, type BenchServer, type BenchUser, insertUsers, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type LatencySummary, ratio, summarize } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';

const FULL = { small: 10_000, large: 100_000, requestsPerKind: 120, warmup: 40 };
const QUICK = { small: 1_000, large: 10_000, requestsPerKind: 30, warmup: 10 };
const CONNECTIONS = 200;

type Kind = 'prefix1' | 'prefix2' | 'firstName' | 'first+last3' | 'headline' | 'email' | 'connections';
const KINDS: Kind[] = ['prefix1', 'prefix2', 'firstName', 'first+last3', 'headline', 'email', 'connections'];

type Query = { kind: Kind; term: string; scope: 'others' | 'connections' };

function queriesFor(kind: Kind, count: number, emails: string[], seed: number): Query[] {
  const random = seededRandom(seed);
  const lower = (s: string) => s.toLowerCase();
  return Array.from({ length: count }, () => {
    const first = lower(pick(random, FIRST_NAMES));
    const last = lower(pick(random, LAST_NAMES));
    switch (kind) {
      case 'prefix1':
        return { kind, term: first.slice(0, 1), scope: 'others' };
      case 'prefix2':
        return { kind, term: first.slice(0, 2), scope: 'others' };
      case 'firstName':
        return { kind, term: first, scope: 'others' };
      case 'first+last3':
        return { kind, term: `${first} ${last.slice(0, 3)}`, scope: 'others' };
      case 'headline':
        return { kind, term: pick(random, ['engin', 'recruit', 'data', 'cloud sec', 'product man']), scope: 'others' };
      case 'email':
        return { kind, term: pick(random, emails), scope: 'others' };
      default:
        return { kind, term: first.slice(0, 2), scope: 'connections' };
    }
  });
}

async function timeQuery(server: BenchServer, viewer: BenchUser, q: Query): Promise<number> {
  const params = new URLSearchParams({ term: q.term, userId: viewer.id, scope: q.scope, skip: '0', limit: '30' });
  const started = performance.now();
  const res = await fetch(`${server.url}/api/search/users?${params}`, {
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`search "${q.term}" answered ${res.status}`);
  return ms;
}

async function measure(
  server: BenchServer,
  viewer: BenchUser,
  emails: string[],
  shape: typeof FULL,
): Promise<Map<Kind, LatencySummary>> {
  // The first request after seeding may meet a keep-alive socket the server closed while idle.
  for (const q of queriesFor('prefix2', shape.warmup, emails, 7)) {
    await timeQuery(server, viewer, q).catch(() => timeQuery(server, viewer, q));
  }
  const out = new Map<Kind, LatencySummary>();
  for (const [i, kind] of KINDS.entries()) {
    const samples: number[] = [];
    for (const q of queriesFor(kind, shape.requestsPerKind, emails, 100 + i)) {
      samples.push(await timeQuery(server, viewer, q));
    }
    out.set(kind, summarize(samples));
  }
  return out;
}

async function connectViewer(server: BenchServer, viewer: BenchUser): Promise<void> {
  const others = await server.services.db
    .selectFrom('user')
    .select('id')
    .where('id', '<>', viewer.id)
    .orderBy('id')
    .limit(CONNECTIONS)
    .execute();
  const now = new Date().toISOString();
  await server.services.db
    .insertInto('pairing')
    .values(
      others.map(({ id }) => {
        const [userId1, userId2] = [viewer.id, id].sort() as [string, string];
        return {
          id: randomUUID(),
          userId1,
          userId2,
          status: 'connected' as const,
          requestedBy: viewer.id,
          source: null,
          createdAt: now,
          connectedAt: now,
          lastActivityAt: now,
        };
      }),
    )
    .execute();
}

type DialectFigures = {
  db: string;
  small: Map<Kind, LatencySummary>;
  large: Map<Kind, LatencySummary>;
  seed: number[];
};

async function benchDialect(shape: typeof FULL, postgresUrl?: string): Promise<DialectFigures> {
  const server = await startRapport(postgresUrl ? { postgresUrl } : {});
  const db = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const [viewer] = await insertUsers(server, 1);
  if (!viewer) throw new Error('no viewer');
  await assertTokenWorks(server, viewer);
  const seedRates: number[] = [];
  const seed = async (from: number, count: number) => {
    const started = performance.now();
    const emails = await insertPeople(server, from, count);
    seedRates.push(count / ((performance.now() - started) / 1000));
    await sql`analyze`.execute(server.services.db);
    console.log(`  ${db}: ${fmtInt(from + count)} people seeded (${fmtInt(seedRates.at(-1) ?? 0)} rows/s)`);
    return emails;
  };
  const emails = await seed(0, shape.small);
  await connectViewer(server, viewer);
  const small = await measure(server, viewer, emails, shape);
  emails.push(...(await seed(shape.small, shape.large - shape.small)));
  const large = await measure(server, viewer, emails, shape);
  await server.stop();
  return { db, small, large, seed: seedRates };
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const notes: string[] = [];
  const figures = [await benchDialect(shape)];
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) figures.push(await benchDialect(shape, postgresUrl));
  else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');

  const [small, large] = [fmtInt(shape.small / 1000), fmtInt(shape.large / 1000)];
  const table: Table = {
    title: `User search latency, ms (sequential requests, ${shape.requestsPerKind} per kind)`,
    headers: [
      'database / term',
      `p50 ${small}k`,
      `p99 ${small}k`,
      `p50 ${large}k`,
      `p99 ${large}k`,
      'p50 ratio',
      'p99 ratio',
    ],
    rows: figures.flatMap((f) =>
      KINDS.map((kind) => {
        const a = f.small.get(kind) as LatencySummary;
        const b = f.large.get(kind) as LatencySummary;
        return [
          `${f.db} ${kind}`,
          fmt(a.p50),
          fmt(a.p99),
          fmt(b.p50),
          fmt(b.p99),
          fmtRatio(ratio(b.p50, a.p50)),
          fmtRatio(ratio(b.p99, a.p99)),
        ];
      }),
    ),
    notes: [
      `ratio = figure at ${large}k users / figure at ${small}k users on the same database (1.00x: flat; 10x: linear in users).`,
      `Seeding through the index (rows/s, ${small}k then the rest): ${figures.map((f) => `${f.db} ${f.seed.map((r) => fmtInt(r)).join(' / ')}`).join('; ')}.`,
      'Every 50th person is deleted (filtered out); the viewer has 200 connections; limit 30 (the spec first page).',
      ...notes,
    ],
  };
  const data = Object.fromEntries(
    figures.map((f) => [
      f.db,
      Object.fromEntries(KINDS.map((k) => [k, { small: f.small.get(k), large: f.large.get(k) }])),
    ]),
  );
  return { name: 'search', tables: [table], data: { users: { small: shape.small, large: shape.large }, ...data } };
}

export const searchBench: Bench = {
  name: 'search',
  describe: 'user search p50/p99 at 10k and 100k users, the growth ratio',
  run,
};
