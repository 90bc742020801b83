/**
 * Meg's grounding on the evaluation set (server/features/knowledge/eval: a physiotherapy
 * clinic's six files in six formats, 105 answerable questions in customers' words, 40 it
 * must hand off) and on the design studio's set (bench/fixtures/grounding.ts), with the
 * embedded engine through the real server: answered with the fact, quoted without it,
 * handed off when answerable, handed off when not, invented. Then the same owner gets 100
 * files' worth of passages (about 10,000) and every question is asked again: the grounding
 * must hold among them, and the reply's latency is read against a bare full-text query for
 * the same words in the same run.
 */
import { randomUUID } from 'node:crypto';
import type { AnswerInput } from '../server/features/knowledge/answer-types';
import { EVAL_FILES } from '../server/features/knowledge/eval/files';
import { EVAL_ANSWERABLE, EVAL_UNANSWERABLE } from '../server/features/knowledge/eval/questions';
import { type EvalResult, scoreEval } from '../server/features/knowledge/eval/score';
import { answerQuestion } from '../server/features/knowledge/index';
import { searchPassages } from '../server/features/knowledge/index/fts-sql';
import { queryWords } from '../server/features/knowledge/index/terms';
import { addKnowledge } from '../server/features/knowledge/testing';
import { TestClient } from '../server/testing/api-client';
import { ANSWERABLE, GROUNDING_FILES, scoreGrounding, UNANSWERABLE } from './fixtures/grounding';
import { hostLoad, loadNote } from './lib/host';
import { seededRandom } from './lib/people';
import { type BenchServer, signUpUser, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { percentile } from './lib/stats';
import { fmt, fmtRatio, type Table } from './lib/table';

const FULL = { files: 100, passagesPerFile: 100, rounds: 2 };
const QUICK = { files: 20, passagesPerFile: 100, rounds: 1 };
type Shape = typeof FULL;

/** Sentences of a business's documents that share the questions' words without answering them. */
const FILLER_WORDS = `appointment booking class session treatment price cost fee clinic team patient form
  policy voucher payment reception insurance service report invoice schedule review update project client
  order delivery warehouse ledger forecast budget supplier contract audit roadmap milestone meeting training
  quarter agenda minutes summary note memo plan room floor office staff department manager process request`.split(
  /\s+/,
);

function fillerPassage(random: () => number): string {
  const sentences: string[] = [];
  for (let s = 0; s < 5; s++) {
    const words = Array.from(
      { length: 10 + Math.floor(random() * 8) },
      () => FILLER_WORDS[Math.floor(random() * FILLER_WORDS.length)],
    );
    sentences.push(`${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`);
  }
  return sentences.join(' ');
}

/** About `files × passagesPerFile` passages written straight into the index (parsing is the indexing bench's). */
async function addFillerPassages(server: BenchServer, userId: string, shape: Shape): Promise<number> {
  const random = seededRandom(31);
  const now = new Date().toISOString();
  let count = 0;
  for (let f = 0; f < shape.files; f++) {
    const fileId = randomUUID();
    await server.services.db
      .insertInto('knowledge_file')
      .values({
        id: fileId,
        userId,
        name: `Archive ${f}.md`,
        filepath: `uploads/users/${userId}/knowledge/${fileId}/archive-${f}.md`,
        size: 1,
        type: 'md',
        status: 'indexed',
        progress: 100,
        error: null,
        pages: 1,
        chunks: shape.passagesPerFile,
        indexVersion: 2,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const rows = Array.from({ length: shape.passagesPerFile }, (_, position) => ({
      fileId,
      userId,
      position,
      location: `Section ${position}`,
      heading: `Section ${position}`,
      text: `Section ${position}\n${fillerPassage(random)}`,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await server.services.db
        .insertInto('knowledge_chunk')
        .values(rows.slice(i, i + 100))
        .execute();
    count += rows.length;
  }
  return count;
}

type Figures = {
  db: string;
  evalBefore: EvalResult;
  evalAmong: EvalResult;
  studio: { quotedRight: number; answerable: number; held: number; unanswerable: number };
  passages: number;
  answerP50: number;
  answerP95: number;
  ftsP50: number;
  ftsP95: number;
};

async function benchDialect(shape: Shape, postgresUrl?: string): Promise<Figures> {
  const server = await startRapport(postgresUrl ? { postgresUrl } : {});
  try {
    const input = (ownerUserId: string, question: string): AnswerInput => ({
      ownerUserId,
      ownerFirstName: 'Aoife',
      askerFirstName: 'Sam',
      question,
      recentMessages: [],
      purpose: '',
      instructions: '',
      voice: null,
    });
    const studioOwner = await signUpUser(server);
    const studioClient = new TestClient(server.url, studioOwner.token, { id: studioOwner.id } as TestClient['user']);
    for (const file of GROUNDING_FILES) await addKnowledge(studioClient, file.name, file.content);
    const studio = (await scoreGrounding((q) => answerQuestion(server.services, input(studioOwner.id, q)))).score;

    const owner = await signUpUser(server);
    const client = new TestClient(server.url, owner.token, { id: owner.id } as TestClient['user']);
    for (const file of EVAL_FILES) await addKnowledge(client, file.name, await file.make());
    const ask = (q: string) => answerQuestion(server.services, input(owner.id, q));
    const evalBefore = await scoreEval(ask);

    const passages = await addFillerPassages(server, owner.id, shape);
    const evalAmong = await scoreEval(ask);
    const questions = [...EVAL_ANSWERABLE.map((a) => a.question), ...EVAL_UNANSWERABLE].filter((q) => q.trim());
    const answerMs: number[] = [];
    const ftsMs: number[] = [];
    for (let round = 0; round < shape.rounds; round++) {
      for (const q of questions) {
        let t = performance.now();
        await searchPassages(server.services.db, server.services.dialect, {
          userId: owner.id,
          words: queryWords(q),
          limit: 24,
        });
        ftsMs.push(performance.now() - t);
        t = performance.now();
        await ask(q);
        answerMs.push(performance.now() - t);
      }
    }
    const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
    return {
      db: server.dialect,
      evalBefore,
      evalAmong,
      studio,
      passages,
      answerP50: percentile(sorted(answerMs), 50),
      answerP95: percentile(sorted(answerMs), 95),
      ftsP50: percentile(sorted(ftsMs), 50),
      ftsP95: percentile(sorted(ftsMs), 95),
    };
  } finally {
    await server.stop();
  }
}

const share = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / of)}%)`;

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const figures = [await benchDialect(shape)];
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) figures.push(await benchDialect(shape, postgresUrl));
  else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');
  const load = loadNote(loadAtStart, hostLoad());

  const outcomes: Table = {
    title: `Grounding on the evaluation set (${EVAL_ANSWERABLE.length} answerable, ${EVAL_UNANSWERABLE.length} not), embedded engine`,
    headers: [
      'database',
      'files',
      'answered with the fact',
      'quoted without the fact',
      'handed off when answerable',
      'handed off when not answerable',
      'invented',
    ],
    rows: figures.flatMap((f) =>
      (
        [
          ['6 (the set)', f.evalBefore],
          [`6 + ${shape.files} (${f.passages} more passages)`, f.evalAmong],
        ] as const
      ).map(([files, r]) => [
        f.db,
        files,
        share(r.answered, r.answerable),
        share(r.quotedWithoutFact, r.answerable),
        share(r.handedOffAnswerable, r.answerable),
        share(r.handedOffUnanswerable, r.unanswerable),
        share(r.invented, r.unanswerable),
      ]),
    ),
    notes: [
      'answered = a grounded reply holding the question’s fact (server/features/knowledge/eval/questions.ts); invented = a grounded reply to a question the files do not answer. Targets: 90% answered, 0 invented, every unanswerable handed off.',
      `answered by kind (${figures[0]?.db}): ${Object.entries(figures[0]?.evalBefore.byKind ?? {})
        .map(([k, v]) => `${k} ${v.answered}/${v.asked}`)
        .join(', ')}`,
      ...figures.flatMap((f) =>
        f.evalAmong.misses
          .filter((m) => m.outcome === 'invented')
          .map((m) => `invented among the passages (${f.db}): "${m.question}" -> ${m.reply.slice(0, 160)}`),
      ),
      ...notes,
    ],
  };
  const studio: Table = {
    title: `Grounding on the design studio's set (${ANSWERABLE.length} answerable, ${UNANSWERABLE.length} not)`,
    headers: ['database', 'quoted the right passage', 'held when not answerable'],
    rows: figures.map((f) => [
      f.db,
      share(f.studio.quotedRight, f.studio.answerable),
      share(f.studio.held, f.studio.unanswerable),
    ]),
  };
  const latency: Table = {
    title: `Reply latency with about ${shape.files * shape.passagesPerFile} passages for one owner`,
    headers: [
      'database',
      'passages',
      'reply p50 ms',
      'reply p95 ms',
      'bare FTS p50 ms',
      'bare FTS p95 ms',
      'reply / FTS (p95)',
    ],
    rows: figures.map((f) => [
      f.db,
      String(f.passages + 60),
      fmt(f.answerP50, 1),
      fmt(f.answerP95, 1),
      fmt(f.ftsP50, 2),
      fmt(f.ftsP95, 2),
      fmtRatio(f.answerP95 / f.ftsP95),
    ]),
    notes: [
      `reply = answerQuestion in the server's process (question in, reply out: retrieval, reading the candidates with wink-nlp, scoring, the reply); bare FTS = the owner's full-text query for the same words alone. ${shape.rounds} round(s) of every question. Target: reply p95 under 1,000 ms.`,
      load,
    ],
  };
  return {
    name: 'grounding',
    tables: [outcomes, studio, latency],
    data: {
      shape,
      figures: figures.map(({ evalBefore, evalAmong, ...rest }) => ({
        ...rest,
        evalBefore: { ...evalBefore, misses: evalBefore.misses.length },
        evalAmong: { ...evalAmong, misses: evalAmong.misses.length },
      })),
    },
  };
}

export const groundingBench: Bench = {
  name: 'grounding',
  describe: "Meg's answers on the evaluation set and among 10,000 passages, reply latency against a bare FTS query",
  run,
};
