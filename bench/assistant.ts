/**
 * The assistant's knowledge base and embedded engine, with 50 knowledge files indexed:
 *
 * 1. indexing throughput: 50 files (the 4 of the grounding set and 46 made here: PDFs of
 *    several pages, Word, Excel, CSV and Markdown) uploaded as the train drawer does, from the
 *    first registration to the last file indexed; pages per second;
 * 2. reply latency of the embedded engine (question in, answer out, through answerQuestion)
 *    against a plain chat send (POST /api/post, from the sender process) in the same run;
 * 3. Meg's reply through the real pipeline (a contact's question in, the reply's first frame
 *    out on the contact's socket) against the question's own frame (a plain chat message);
 * 4. grounding quality on the fixed set (bench/fixtures/grounding.ts), now among 50 files:
 *    answerable questions that quote the right passage, unanswerable ones held.
 */
import type { AnswerInput } from '../server/features/knowledge/answer-types';
import { answerQuestion } from '../server/features/knowledge/index';
import { keyTerms } from '../server/features/knowledge/index/terms';
import { makeDocx, makePdf, makeXlsx } from '../server/features/knowledge/make-files.testing';
import { settled, uploadKnowledge } from '../server/features/knowledge/testing';
import { TestClient } from '../server/testing/api-client';
import { ANSWERABLE, GROUNDING_FILES, scoreGrounding, UNANSWERABLE } from './fixtures/grounding';
import { measureReplyPipeline } from './lib/assistant-pipeline';
import { sendChat } from './lib/chat-send';
import { hostLoad, loadNote } from './lib/host';
import { seededRandom } from './lib/people';
import { type BenchServer, insertGroup, insertUsers, signUpUser, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type LatencySummary, ratio, summarize } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';

const FULL = { pdfPages: 8, rounds: 5, chatSends: 60 };
const QUICK = { pdfPages: 3, rounds: 2, chatSends: 30 };
type Shape = typeof FULL;
const FILES = 50;

/** Business words none of the grounding questions use, so the filler adds noise, not answers. */
function fillerWords(): string[] {
  const asked = new Set([...ANSWERABLE.map((a) => a.question), ...UNANSWERABLE].flatMap((q) => keyTerms(q)));
  return `quarterly ledger warehouse invoice forecast inventory supplier freight audit budget margin payroll
    compliance onboarding roadmap milestone vendor procurement logistics tender contract warranty maintenance
    turbine orchard harvest tractor irrigation greenhouse seedling compost mulch pruning fence barn cattle
    dairy cheese bakery flour oven sourdough pastry espresso roaster barista grinder kettle teapot saucer`
    .split(/\s+/)
    .filter((w) => w && !keyTerms(w).some((t) => asked.has(t)));
}

function fillerText(random: () => number, words: string[], sentences: number): string {
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    const n = 8 + Math.floor(random() * 8);
    const picked = Array.from({ length: n }, () => words[Math.floor(random() * words.length)] as string);
    out.push(`${picked.join(' ').replace(/^./, (c) => c.toUpperCase())}.`);
  }
  return out.join(' ');
}

/** 46 filler files in five formats, plus the grounding set's four. */
async function knowledgeFiles(shape: Shape): Promise<{ name: string; bytes: Buffer | string }[]> {
  const random = seededRandom(13);
  const words = fillerWords();
  const files: { name: string; bytes: Buffer | string }[] = GROUNDING_FILES.map((f) => ({
    name: f.name,
    bytes: f.content,
  }));
  for (let i = 0; files.length < FILES; i++) {
    const kind = i % 5;
    if (kind === 0 || kind === 1) {
      const pages = Array.from({ length: shape.pdfPages }, () => fillerText(random, words, 1).slice(0, 90));
      files.push({ name: `Report ${i}.pdf`, bytes: await makePdf(pages) });
    } else if (kind === 2) {
      files.push({ name: `Memo ${i}.docx`, bytes: await makeDocx(`Memo ${i}`, [fillerText(random, words, 30)]) });
    } else if (kind === 3) {
      const rows = [
        ['Item', 'Note', 'Amount'],
        ...Array.from({ length: 60 }, (_, r) => [`Row ${r}`, fillerText(random, words, 1), String(r * 7)]),
      ];
      files.push({ name: `Sheet ${i}.xlsx`, bytes: await makeXlsx('Data', rows) });
    } else {
      files.push({ name: `Notes ${i}.md`, bytes: `# Notes ${i}\n\n${fillerText(random, words, 40)}\n` });
    }
  }
  return files;
}

type Figures = {
  db: string;
  pages: number;
  indexSeconds: number;
  failed: number;
  answer: LatencySummary;
  chat: LatencySummary;
  reply: LatencySummary;
  chatFrame: LatencySummary;
  grounding: { quotedRight: number; answerable: number; held: number; unanswerable: number };
  misses: { question: string; reply: string }[];
};

async function benchDialect(shape: Shape, postgresUrl?: string): Promise<Figures> {
  const server: BenchServer = await startRapport(postgresUrl ? { postgresUrl } : {});
  try {
    const owner = await signUpUser(server);
    const client = new TestClient(server.url, owner.token, { id: owner.id } as TestClient['user']);
    const files = await knowledgeFiles(shape);

    const started = performance.now();
    const registered = await Promise.all(
      files.map(async (file) => {
        const res = await uploadKnowledge(client, file.name, file.bytes);
        if (res.status !== 200) throw new Error(`register ${file.name}: ${res.status}`);
        return res.body.data.fileId;
      }),
    );
    const done = await Promise.all(registered.map((id) => settled(client, id, 300_000)));
    const indexSeconds = (performance.now() - started) / 1000;
    const pages = done.reduce((n, f) => n + f.pages, 0);

    const input = (question: string): AnswerInput => ({
      ownerUserId: owner.id,
      ownerFirstName: 'Alex',
      askerFirstName: 'Sam',
      question,
      recentMessages: [],
      purpose: '',
      instructions: '',
      voice: null,
    });
    const { score, misses } = await scoreGrounding((q) => answerQuestion(server.services, input(q)));

    const questions = [...ANSWERABLE.map((a) => a.question), ...UNANSWERABLE];
    const answerMs: number[] = [];
    const [other] = await insertUsers(server, 1);
    const groupId = await insertGroup(server, [owner.id, other?.id as string]);
    const chatMs: number[] = [];
    for (let round = 0; round < shape.rounds; round++) {
      for (const q of questions) {
        const t = performance.now();
        await answerQuestion(server.services, input(q));
        answerMs.push(performance.now() - t);
      }
      for (let i = 0; i < shape.chatSends / shape.rounds; i++)
        chatMs.push((await sendChat(server, owner, groupId, `Plain chat message ${round}-${i}`)).ms);
    }
    const pipeline = await measureReplyPipeline(server, owner, questions);
    return {
      db: server.dialect,
      pages,
      indexSeconds,
      failed: done.filter((f) => f.status !== 'indexed').length,
      answer: summarize(answerMs),
      chat: summarize(chatMs),
      reply: summarize(pipeline.replyMs),
      chatFrame: summarize(pipeline.chatFrameMs),
      grounding: score,
      misses,
    };
  } finally {
    await server.stop();
  }
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const figures = [await benchDialect(shape)];
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) figures.push(await benchDialect(shape, postgresUrl));
  else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');
  const load = loadNote(loadAtStart, hostLoad());

  const indexing: Table = {
    title: `Knowledge base: indexing ${FILES} files (PDF ${shape.pdfPages} pages, Word, Excel, CSV, Markdown, HTML, text)`,
    headers: ['database', 'pages', 'seconds', 'pages/s', 'failed'],
    rows: figures.map((f) => [
      f.db,
      fmtInt(f.pages),
      fmt(f.indexSeconds),
      fmt(f.pages / f.indexSeconds, 1),
      fmtInt(f.failed),
    ]),
    notes: [
      'From the first registration (POST /api/knowledge/files after each presigned PUT, all at once) to the last file indexed, polled through GET /api/knowledge/files/:id; the queue reads files with the default QUEUE_CONCURRENCY (2). Pages: PDF pages, sheets, and text pages of about 3,000 characters.',
      load,
      ...notes,
    ],
  };
  const latency: Table = {
    title: `Embedded engine reply with ${FILES} files indexed, against a plain chat send, ms`,
    headers: ['database', 'answers', 'p50', 'p99', 'chat sends', 'chat p50', 'chat p99', 'answer p50 / chat p50'],
    rows: figures.map((f) => [
      f.db,
      fmtInt(f.answer.count),
      fmt(f.answer.p50),
      fmt(f.answer.p99),
      fmtInt(f.chat.count),
      fmt(f.chat.p50),
      fmt(f.chat.p99),
      fmtRatio(ratio(f.answer.p50, f.chat.p50)),
    ]),
    notes: [
      `answer = answerQuestion(services, input) in the server's process: the 30 grounding questions × ${shape.rounds} rounds, question in to answer out (retrieval over the owner's passages, scoring, reply). chat = POST /api/post of a chat message to a two-person group from the sender process, interleaved. The reply through the pipeline is the next table.`,
    ],
  };
  const pipeline: Table = {
    title: `Meg's reply through the pipeline with ${FILES} files indexed, against a plain chat message, ms`,
    headers: ['database', 'replies', 'p50', 'p99', 'chat frame p50', 'chat frame p99', 'reply p50 / chat p50'],
    rows: figures.map((f) => [
      f.db,
      fmtInt(f.reply.count),
      fmt(f.reply.p50),
      fmt(f.reply.p99),
      fmt(f.chatFrame.p50),
      fmt(f.chatFrame.p99),
      fmtRatio(ratio(f.reply.p50, f.chatFrame.p50)),
    ]),
    notes: [
      "reply = a contact's question (POST /api/post in their relationship with the owner, who is away and has Meg on) to the post.created frame of Meg's reply on the contact's socket, timed in the contact's own process (bench/lib/reply-asker.ts): the trigger in the message's transaction, the durable queue (default QUEUE_CONCURRENCY), the claim, typing, answerQuestion, the reply posted through the posts service. chat frame = the same question's own post.created frame on that socket (a plain chat message, send to frame). The 30 grounding questions once, one after another.",
    ],
  };
  const grounding: Table = {
    title: `Grounding quality among ${FILES} files (bench/fixtures/grounding.ts)`,
    headers: ['database', 'answerable quoting the right passage', 'unanswerable held'],
    rows: figures.map((f) => [
      f.db,
      `${f.grounding.quotedRight}/${f.grounding.answerable}`,
      `${f.grounding.held}/${f.grounding.unanswerable}`,
    ]),
    notes: figures.flatMap((f) => f.misses.map((m) => `${f.db} miss: ${m.question} → ${m.reply}`)),
  };
  return {
    name: 'assistant',
    tables: [indexing, latency, pipeline, grounding],
    data: Object.fromEntries(
      figures.map((f) => [
        f.db,
        {
          pages: f.pages,
          indexSeconds: f.indexSeconds,
          pagesPerSecond: f.pages / f.indexSeconds,
          answer: f.answer,
          chat: f.chat,
          reply: f.reply,
          chatFrame: f.chatFrame,
          grounding: f.grounding,
        },
      ]),
    ),
  };
}

export const assistantBench: Bench = {
  name: 'assistant',
  describe:
    "knowledge indexing pages/s, embedded reply latency vs a chat send, Meg's reply through the pipeline vs a chat frame, grounding 20+10",
  run,
};
