import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isKnowledgeExtension } from '@shared/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/test-data';
import { type Parsed, parseKnowledgeFile } from '../parsing';
import { EVAL_FILES } from './files';
import { EVAL_ANSWERABLE, EVAL_UNANSWERABLE } from './questions';
import { formatEval, normaliseForMatch, scoreEval } from './score';

// The evaluation set's own integrity: its files are real files the project reads, and every
// fact a reply is held to is in the text read from the file the question is about.

let dir: string;
const parsed = new Map<string, Parsed>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'knowledge-eval-'));
  const config = testConfig({ NODE_ENV: 'test', DATA_DIR: dir, SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
  for (const file of EVAL_FILES) {
    const type = file.name.slice(file.name.lastIndexOf('.') + 1);
    if (!isKnowledgeExtension(type)) throw new Error(`${file.name}: not a knowledge file type`);
    const made = await file.make();
    const bytes = typeof made === 'string' ? Buffer.from(made) : made;
    parsed.set(file.name, await parseKnowledgeFile(type, bytes, { config, workDir: dir, onProgress: async () => {} }));
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const textOf = (name: string) => normaliseForMatch((parsed.get(name)?.sections ?? []).map((s) => s.text).join('\n'));

describe('the evaluation set', () => {
  it('is one business in six files of six formats, every one read by the parser', () => {
    expect(new Set(EVAL_FILES.map((f) => f.name.split('.').pop()))).toEqual(
      new Set(['md', 'pdf', 'docx', 'xlsx', 'csv', 'txt']),
    );
    for (const file of EVAL_FILES) expect(textOf(file.name).length, file.name).toBeGreaterThan(300);
  });

  it('has enough questions, some about every file', () => {
    expect(EVAL_ANSWERABLE.length).toBeGreaterThanOrEqual(70);
    expect(EVAL_UNANSWERABLE.length).toBeGreaterThanOrEqual(35);
    for (const file of EVAL_FILES) {
      expect(EVAL_ANSWERABLE.filter((q) => q.file === file.name).length, file.name).toBeGreaterThanOrEqual(6);
    }
    const questions = [...EVAL_ANSWERABLE.map((q) => q.question), ...EVAL_UNANSWERABLE];
    expect(new Set(questions).size).toBe(questions.length);
    expect(EVAL_UNANSWERABLE).toContain('');
    expect(EVAL_UNANSWERABLE.some((q) => q.length >= 5000)).toBe(true);
  });

  it("holds every answerable question's fact in the text read from its file", () => {
    const missing = EVAL_ANSWERABLE.filter((q) => !textOf(q.file).includes(normaliseForMatch(q.fact)));
    expect(missing.map((q) => `${q.file}: ${q.fact}`)).toEqual([]);
  });

  it('asks no question in the words of its fact sentence (facts are short values)', () => {
    for (const { fact } of EVAL_ANSWERABLE) expect(fact.split(/\s+/).length, fact).toBeLessThanOrEqual(6);
  });

  it('reads the policies as two pages of wrapped lines, with facts only page 2 holds', () => {
    const pdf = parsed.get('Clinic policies.pdf');
    expect(pdf?.pages).toBe(2);
    const [page1, page2] = (pdf?.sections ?? []).map((s) => ({
      location: s.location,
      text: normaliseForMatch(s.text),
    }));
    expect(page1?.location).toBe('page 1');
    expect(page2?.location).toBe('page 2');
    const policyFacts = EVAL_ANSWERABLE.filter((q) => q.file === 'Clinic policies.pdf').map((q) =>
      q.fact.toLowerCase(),
    );
    const onPage2Only = policyFacts.filter((f) => page2?.text.includes(f) && !page1?.text.includes(f));
    const onPage1Only = policyFacts.filter((f) => page1?.text.includes(f) && !page2?.text.includes(f));
    expect(onPage2Only).toEqual(expect.arrayContaining(['10 weeks', '12 months', '8 years', 'ciara moran', '25 eur']));
    expect(onPage1Only).toEqual(expect.arrayContaining(['35 eur', '24 hours', 'do not accept cheques']));
    // Paragraphs wrap: a sentence reaches the reader cut into lines, as in a real PDF.
    const rawPage1 = pdf?.sections[0]?.text ?? '';
    expect(rawPage1.split('\n').filter((l) => l.trim()).length).toBeGreaterThan(15);
    expect(rawPage1).not.toContain(
      'late cancellation fee of 35 EUR, which we waive once a year for genuine emergencies.',
    );
  });

  it('scores replies: the fact in a grounded reply answers, the holding reply hands off, a quote to the unanswerable invents', async () => {
    const facts = new Map(EVAL_ANSWERABLE.map((q) => [q.question, q.fact]));
    const quoting = await scoreEval(async (question) => {
      const fact = facts.get(question);
      return fact
        ? { kind: 'grounded', text: `Yes:\n${fact.toUpperCase()}.` }
        : { kind: 'holding', text: 'I will ask.' };
    });
    expect(quoting).toMatchObject({ answered: EVAL_ANSWERABLE.length, invented: 0, misses: [] });
    expect(quoting.handedOffUnanswerable).toBe(EVAL_UNANSWERABLE.length);

    const quotingAnything = await scoreEval(async (question) =>
      question === '' ? Promise.reject(new Error('500')) : { kind: 'grounded', text: 'We are a clinic.' },
    );
    expect(quotingAnything).toMatchObject({
      answered: 0,
      quotedWithoutFact: EVAL_ANSWERABLE.length,
      invented: EVAL_UNANSWERABLE.length - 1,
      failed: 1,
    });
    const table = formatEval(quotingAnything, { misses: true });
    expect(table).toContain(`| answered with the fact | 0 / ${EVAL_ANSWERABLE.length} | 0% |`);
    expect(table).toContain(`| invented | ${EVAL_UNANSWERABLE.length - 1} / ${EVAL_UNANSWERABLE.length} |`);
  });
});
