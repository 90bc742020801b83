/**
 * Applicants: the job owner's applicant list page (limit 20) at 10k applicants on one job,
 * unfiltered, the 'Applicants' list with its 'All' chip (ratings 1, 3, 4), the 'Incomplete &
 * Not a Fit' list with its 'All' chip (STARTED or IN_PROGRESS, or Not a Fit) and a name search,
 * against the bare Hono hello of the same run. Applicants, their users and workspace groups are written straight into the
 * database (signing 10k people up through the API would spend minutes hashing passwords);
 * the owner and the job go through the API. Targets alternate in rounds, as bench/http.ts.
 */
import { randomUUID } from 'node:crypto';
import { TestClient } from '../server/testing/api-client';
import { probeTargets, roundsTable, runRounds, startHello, targetsData } from './lib/hello-rounds';
import type { LoadTarget as Target } from './lib/hello-rounds';
import { hostLoad, loadNote } from './lib/host';
import { type BenchServer, insertUsers, signUpUser, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';

const APPLICANTS = 10_000;
const CHUNK = 500;
const FULL = { connections: 20, rounds: 2, secondsPerRound: 5, warmupSec: 3 };
const QUICK = { connections: 20, rounds: 1, secondsPerRound: 2, warmupSec: 1 };
const STATUSES = ['STARTED', 'IN_PROGRESS', 'SUBMITTED'] as const;

/** A job with 10k applicants: status by n % 3, rating by n % 4 (+1), one a second apart. */
async function seedApplicants(server: BenchServer): Promise<{ jobId: string; token: string }> {
  const owner = await signUpUser(server);
  const client = new TestClient(server.url, owner.token);
  const created = await client.post(
    '/api/jobs',
    { createdBy: owner.id, title: 'Bench role', description: 'A **bench** job.', location: { country: 'US' } },
    { origin: server.services.config.publicUrl },
  );
  if (created.status !== 200) throw new Error(`job create failed: ${created.status}`);
  const jobId = created.body.data.jobId as string;
  const people = await insertUsers(server, APPLICANTS);
  const base = Date.UTC(2025, 0, 1);
  const iso = (n: number) => new Date(base + n * 1000).toISOString();
  await server.services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK).map((p, k) => ({ ...p, n: i + k, groupId: randomUUID() }));
      await trx
        .insertInto('groups')
        .values(
          chunk.map((p) => ({
            id: p.groupId,
            name: `Bench role · ${p.n}`,
            createdBy: owner.id,
            createdAt: iso(p.n),
            lastActivityAt: iso(p.n),
          })),
        )
        .execute();
      await trx
        .insertInto('group_member')
        .values(
          chunk.flatMap((p) => [
            { groupId: p.groupId, userId: owner.id, role: 'admin' as const, joinedAt: iso(p.n) },
            { groupId: p.groupId, userId: p.id, role: 'member' as const, joinedAt: iso(p.n) },
          ]),
        )
        .execute();
      await trx
        .insertInto('job_applicant')
        .values(
          chunk.map((p) => ({
            jobId,
            userId: p.id,
            groupId: p.groupId,
            status: STATUSES[p.n % 3] as (typeof STATUSES)[number],
            rating: (p.n % 4) + 1,
            aiEnabled: 0,
            notes: null,
            aiSummary: null,
            score: null,
            createdAt: iso(p.n),
            updatedAt: iso(p.n),
            submittedAt: null,
          })),
        )
        .execute();
    }
  });
  return { jobId, token: owner.token };
}

async function targetsOn(server: BenchServer): Promise<Target[]> {
  const { jobId, token } = await seedApplicants(server);
  const db = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const headers = { authorization: `Bearer ${token}` };
  const page = (query: string) => `${server.url}/api/jobs/${jobId}/applicants?skip=0&limit=20${query}`;
  return [
    { label: `applicants, no filter (${db}, 10k)`, url: page(''), headers },
    {
      label: `applicants, eligible All (${db}, 10k)`,
      url: page('&list=eligible&rating[]=1&rating[]=4&rating[]=3'),
      headers,
    },
    {
      label: `applicants, ineligible All (${db}, 10k)`,
      url: page('&list=ineligible&status[]=STARTED&status[]=IN_PROGRESS&rating[]=2'),
      headers,
    },
    { label: `applicants, search 'user12' (${db}, 10k)`, url: page('&term=user12'), headers },
  ];
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const targets: Target[] = [{ label: 'hello (bare Hono, own process, baseline)', ...(await startHello()) }];
  targets.push(...(await targetsOn(await startRapport())));
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl))
    targets.push(...(await targetsOn(await startRapport({ postgresUrl }))));
  else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');

  await probeTargets(targets);
  const results = await runRounds(targets, shape);
  notes.unshift(
    `autocannon, ${shape.connections} connections, ${shape.rounds} x ${shape.secondsPerRound} s per target in alternating rounds after a ${shape.warmupSec} s warm-up, loopback; each request is the first page (limit 20) of GET /api/jobs/{jobId}/applicants with its count and the two accordion counts.`,
    loadNote(loadAtStart, hostLoad()),
  );
  const baseline = (results[0] as (typeof results)[number]).result;
  return {
    name: 'applicants',
    tables: [
      roundsTable(
        'Applicants: a page of 10k applicants on one job, ratios against the bare Hono hello-world of this run',
        results,
        baseline,
        notes,
      ),
    ],
    data: {
      shape,
      applicants: APPLICANTS,
      targets: targetsData(results, baseline),
    },
  };
}

export const applicantsBench: Bench = {
  name: 'applicants',
  describe: 'applicant list page with chips and search at 10k applicants on one job vs bare Hono hello',
  run,
};
